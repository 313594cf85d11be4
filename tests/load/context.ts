/**
 * What the scenarios share: the run's id (in every marker), the harness's PostgreSQL, the server under
 * test (replaced when a scenario restarts it) and, once a scenario needs it, the webhook receiver.
 */
import { newWebhookSecret } from '../../cms/jobs/webhook-signature'
import { receiverUrl } from './config'
import type { HarnessPostgres } from './postgres'
import type { ServerChild } from './server-child'
import { configureWebhook } from './site-admin'
import { startWebhookReceiver } from './webhook-receiver'
import type { WebhookReceiver } from './webhook-receiver'

export type LoadContext = {
  runId: string
  postgres: HarnessPostgres
  server: ServerChild
  /** Starts a new server on the same database and data folder (after the previous one exited). */
  restartServer: () => Promise<ServerChild>
  receiver: WebhookReceiver | null
}

/** The receiver, started and set as the site's one webhook on first use (it starts refusing). */
export async function ensureWebhook(context: LoadContext): Promise<WebhookReceiver> {
  if (context.receiver) return context.receiver
  const secret = newWebhookSecret()
  const receiver = await startWebhookReceiver({ secret })
  context.receiver = receiver
  await configureWebhook({ url: receiverUrl, secret })
  return receiver
}
