import { createContext, useContext } from 'react'

/** Per-request facts the server render collects (the HTTP status). Null in the browser. */
export type RenderContextValue = { status: number }

export const RenderContext = createContext<RenderContextValue | null>(null)

/** Marks the server response of this render with `status` (e.g. 404 for the not-found page). */
export function useResponseStatus(status: number): void {
  const context = useContext(RenderContext)
  if (context) context.status = status
}
