/** The server's own log lines (Payload logs through its own logger). */
export function log(line: string): void {
  console.log(`[server] ${line}`)
}

export function logError(line: string, error?: unknown): void {
  console.error(`[server] ${line}`, error instanceof Error ? (error.stack ?? error.message) : (error ?? ''))
}
