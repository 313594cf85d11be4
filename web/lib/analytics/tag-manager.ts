import { pushToDataLayer } from './data-layer'

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/** A container id as Google Tag Manager issues it, e.g. GTM-AB12CD3. */
const CONTAINER_ID = /^GTM-[A-Z0-9]+$/

const SCRIPT_ID = 'tag-manager'

declare global {
  interface Navigator {
    /** Global Privacy Control: the visitor asks not to be tracked (https://w3c.github.io/gpc/). */
    readonly globalPrivacyControl?: boolean
  }
}

/**
 * Whether the tag manager may load: only with a valid container id from the site settings, and never
 * for a visitor whose browser sends Global Privacy Control.
 */
export function shouldLoadTagManager({
  gtmId,
  hasGlobalPrivacyControl,
}: {
  gtmId: string | null | undefined
  hasGlobalPrivacyControl: boolean
}): boolean {
  if (hasGlobalPrivacyControl || !gtmId) return false
  return CONTAINER_ID.test(gtmId)
}

/** The tag manager's script address for a container id. */
export function tagManagerScriptUrl(gtmId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`
}

/**
 * Adds the tag manager's script once, when `shouldLoadTagManager` allows it; it then reads the data
 * layer, including the events pushed before it loaded. Returns whether the script is on the page.
 */
export function loadTagManager(gtmId: string | null | undefined): boolean {
  if (document.getElementById(SCRIPT_ID)) return true
  const id = gtmId?.trim()
  if (!id || !shouldLoadTagManager({ gtmId: id, hasGlobalPrivacyControl: navigator.globalPrivacyControl === true })) {
    if (id && !CONTAINER_ID.test(id)) console.warn(`Tag manager not loaded: "${id}" is not a container id (GTM-...).`)
    return false
  }
  pushToDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() })
  const script = document.createElement('script')
  script.id = SCRIPT_ID
  script.async = true
  script.src = tagManagerScriptUrl(id)
  document.head.append(script)
  return true
}
