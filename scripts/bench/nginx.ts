/**
 * nginx as the bench's physical limit: the home page's HTML bytes served as a static file from a
 * temporary folder, by Debian's nginx run as a child process with its own configuration (installed
 * with apt-get when missing). Stopped with SIGQUIT (graceful) and its folder removed.
 */
import { execFile, spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The loopback port nginx listens on (next to the bench server's 3310/3311). */
export const NGINX_PORT = 3312
const NGINX_BIN = '/usr/sbin/nginx'
const READY_LIMIT_MS = 15_000

export type StaticServer = { origin: string; version: string; stop: () => Promise<void> }

async function isInstalled(): Promise<boolean> {
  return fs.access(NGINX_BIN).then(
    () => true,
    () => false,
  )
}

/** Installs nginx-light (or nginx) from Debian, without prompts; throws if neither installs. */
async function install(): Promise<void> {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  console.log('Installing nginx from Debian (apt-get) ...')
  await run('apt-get', ['update', '-qq'], { env, maxBuffer: 16 * 1024 * 1024 })
  for (const name of ['nginx-light', 'nginx']) {
    const installed = await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], { env, maxBuffer: 16 * 1024 * 1024 })
      .then(() => true)
      .catch((error: unknown) => {
        console.error(`apt-get install ${name} failed: ${error instanceof Error ? error.message : String(error)}`)
        return false
      })
    if (installed && (await isInstalled())) return
  }
  throw new Error('nginx could not be installed with apt-get')
}

function config(folder: string): string {
  return `worker_processes auto;
daemon off;
master_process on;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/client-body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  types { text/html html; }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${folder}/www;
    location = / { try_files /index.html =404; }
  }
}
`
}

/** Starts nginx serving `html` at `/`; resolves once it answers with those bytes. */
export async function startNginx(html: string): Promise<StaticServer> {
  if (!(await isInstalled())) await install()
  const { stderr } = await run(NGINX_BIN, ['-v'])
  const version = stderr.trim().replace(/^nginx version:\s*/, '')
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'site-bench-nginx-'))
  // Workers run as nobody/www-data when started as root: they must read the page.
  await fs.chmod(folder, 0o755)
  await fs.mkdir(path.join(folder, 'www'), { mode: 0o755 })
  await fs.writeFile(path.join(folder, 'www/index.html'), html, { mode: 0o644 })
  await fs.writeFile(path.join(folder, 'nginx.conf'), config(folder))
  const child: ChildProcess = spawn(NGINX_BIN, ['-c', path.join(folder, 'nginx.conf'), '-p', folder, '-e', path.join(folder, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT')
    await Promise.race([exited, sleep(10_000)])
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await fs.rm(folder, { recursive: true, force: true })
  }
  const origin = `http://127.0.0.1:${NGINX_PORT}`
  const deadline = Date.now() + READY_LIMIT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const body = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) })
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null)
    if (body === html) return { origin, version, stop }
    await sleep(200)
  }
  const log = await fs.readFile(path.join(folder, 'error.log'), 'utf8').catch(() => '')
  await stop()
  throw new Error(`nginx did not serve the page on ${origin}:\n${errors}${log}`)
}
