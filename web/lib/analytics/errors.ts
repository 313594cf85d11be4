import { pushToDataLayer } from './data-layer'

/** Longest description kept: enough to recognise the error, short enough for an analytics hit. */
const MAX_DESCRIPTION_LENGTH = 300

/** A readable one-line description of anything thrown or rejected. */
export function describeError(reason: unknown): string {
  let description: string
  if (reason instanceof Error) description = `${reason.name}: ${reason.message}`
  else if (typeof reason === 'string') description = reason
  else if (reason === undefined) description = 'Unknown error'
  else {
    try {
      description = JSON.stringify(reason) ?? String(reason)
    } catch {
      // Circular or otherwise unserialisable: its string form still names it.
      description = String(reason)
    }
  }
  return description.length > MAX_DESCRIPTION_LENGTH ? `${description.slice(0, MAX_DESCRIPTION_LENGTH - 3)}...` : description
}

/**
 * Records uncaught errors and unhandled promise rejections. The listeners only observe: the browser
 * still reports each one in the console as usual. Returns a function that stops listening.
 */
export function trackErrors(): () => void {
  const onError = (event: ErrorEvent) =>
    pushToDataLayer({
      event: 'exception',
      description: event.error === undefined || event.error === null ? event.message : describeError(event.error),
      fatal: false,
    })
  const onRejection = (event: PromiseRejectionEvent) =>
    pushToDataLayer({ event: 'exception', description: describeError(event.reason), fatal: false })
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
