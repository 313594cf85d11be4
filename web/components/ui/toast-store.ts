import { useSyncExternalStore } from 'react'

export type ToastVariant = 'default' | 'destructive'

export type ToastMessage = {
  id: number
  title: string
  description?: string
  variant: ToastVariant
  isOpen: boolean
}

/** At most this many toasts are on screen (SPEC.md section 9). */
const TOAST_LIMIT = 1
/** A closed toast stays mounted this long so its exit animation and screen-reader text finish. */
const REMOVE_DELAY_MS = 1000

let toasts: ToastMessage[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: ToastMessage[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/** Closes a toast (the user dismissed it, or its time ran out). */
export function dismissToast(id: number): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, isOpen: false } : item)))
  setTimeout(() => publish(toasts.filter((item) => item.id !== id)), REMOVE_DELAY_MS)
}

/** Shows a message; a newer toast replaces the one on screen. */
export function toast({ title, description, variant = 'default' }: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++
  publish([{ id, title, description, variant, isOpen: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const emptyToasts: ToastMessage[] = []

/** The toasts to render; none on the server. */
export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(subscribe, () => toasts, () => emptyToasts)
}
