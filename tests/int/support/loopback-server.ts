import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type LoopbackServer = { origin: string; close: () => Promise<void> }

/** Serves `handle` on 127.0.0.1 at a free port; `close` drops open connections and stops the server. */
export async function serveOnLoopback(handle: http.RequestListener): Promise<LoopbackServer> {
  const server = http.createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
