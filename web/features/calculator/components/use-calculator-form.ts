import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

import type { CalculatorDrafts } from '../lib/form-values'
import type { CalculatorField } from './field-specs'

import { toast } from '../../../components/ui/toast-store'
import { paths } from '../../../config/paths'
import {
  defaultCalculatorValues,
  draftsFromSearch,
  draftsFromValues,
  formatNumberInput,
  parseNumberInput,
  valuesFromDrafts,
} from '../lib/form-values'
import { encodeCalculatorState } from '../lib/url-state'

/** The address bar follows the form after a pause in typing: one history update, not one per key. */
const URL_WRITE_DELAY_MS = 400

/**
 * The calculator's field texts, kept in step with the URL query: the query fills the fields (on the
 * server too, so a shared link renders its results), and typing rewrites the query in place.
 */
export function useCalculatorForm() {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  const [drafts, setDrafts] = useState(() => draftsFromSearch(search))
  // `seen`: the query last rendered; `written`: the last one this form wrote; `generation` counts the
  // queries it did not write (a link to this page), so a write still waiting can tell it is stale.
  const [sync, setSync] = useState({ seen: search, written: search, generation: 0 })
  const generationRef = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  if (search !== sync.seen) {
    const isOwnWrite = search === sync.written
    setSync({ seen: search, written: search, generation: isOwnWrite ? sync.generation : sync.generation + 1 })
    // Someone else's query: show its values.
    if (!isOwnWrite) setDrafts(draftsFromSearch(search))
  }

  useEffect(() => {
    generationRef.current = sync.generation
  }, [sync.generation])
  useEffect(() => () => clearTimeout(timer.current), [])

  function writeQuery(query: string) {
    clearTimeout(timer.current)
    timer.current = undefined
    setSync((current) => ({ ...current, written: query }))
    setSearchParams(query, { replace: true, preventScrollReset: true })
  }

  function scheduleWrite(next: CalculatorDrafts) {
    const { generation } = sync
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      timer.current = undefined
      // The visitor followed a link to this page meanwhile: that query wins.
      if (generationRef.current !== generation) return
      writeQuery(encodeCalculatorState(valuesFromDrafts(next)))
    }, URL_WRITE_DELAY_MS)
  }

  function setField(name: CalculatorField, text: string) {
    const next = { ...drafts, [name]: text }
    setDrafts(next)
    scheduleWrite(next)
  }

  /** Tidies a field once left: "7200000" becomes "7,200,000"; text that is not a number stays. */
  function tidyField(name: CalculatorField) {
    const value = parseNumberInput(drafts[name])
    if (!Number.isFinite(value)) return
    const text = formatNumberInput(value)
    if (text !== drafts[name]) setDrafts({ ...drafts, [name]: text })
  }

  /** Writes a pending change to the URL at once (Enter in a field, before copying the link). */
  function flush() {
    if (timer.current === undefined) return
    clearTimeout(timer.current)
    timer.current = undefined
    writeQuery(encodeCalculatorState(valuesFromDrafts(drafts)))
  }

  function reset() {
    setDrafts(draftsFromValues(defaultCalculatorValues))
    writeQuery('')
  }

  async function copyLink() {
    flush()
    const query = encodeCalculatorState(valuesFromDrafts(drafts))
    const url = `${window.location.origin}${paths.calculator()}${query ? `?${query}` : ''}`
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Link copied', description: 'Anyone who opens it sees these results.' })
    } catch (error) {
      console.warn('Copying the calculator link failed', error)
      toast({
        title: 'Could not copy the link',
        description: 'Copy it from the address bar instead.',
        variant: 'destructive',
      })
    }
  }

  return { drafts, setField, tidyField, flush, reset, copyLink }
}
