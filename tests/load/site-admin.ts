/**
 * Admin calls the harness needs: log in as the admin the server seeds on an empty database (the local
 * defaults, since the child runs without ADMIN_EMAIL/ADMIN_PASSWORD) and set the webhook endpoints in
 * site settings through the REST API, as an admin would in the admin UI.
 */
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD } from '../../cms/env'
import { SITE_SETTINGS, USERS } from '../../cms/shared/slugs'
import { origin } from './config'

async function logIn(): Promise<string> {
  const response = await fetch(`${origin}/api/${USERS}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD }),
    signal: AbortSignal.timeout(15_000),
  })
  const body = (await response.json().catch(() => ({}))) as { token?: string }
  if (!response.ok || !body.token) throw new Error(`Admin login failed: ${response.status}`)
  return body.token
}

/** Replaces the site's webhook endpoints with one, enabled, signed with `secret`. */
export async function configureWebhook({ url, secret }: { url: string; secret: string }): Promise<void> {
  const token = await logIn()
  const response = await fetch(`${origin}/api/globals/${SITE_SETTINGS}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ webhooks: [{ url, enabled: true, secret }] }),
    signal: AbortSignal.timeout(15_000),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`Setting the webhook failed: ${response.status} ${text.slice(0, 300)}`)
}
