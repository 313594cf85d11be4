import fs from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

import { E2E_PORT } from './tests/e2e/support/constants'

/** Debian's Chromium (apt-get install chromium); Playwright's own browser downloads are not used. */
const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => fs.existsSync(path))

/**
 * `E2E_BASE_URL` points the tests at a server that is already running (e.g. `npm run dev`) instead of
 * building and starting the production server.
 */
const externalBaseUrl = process.env.E2E_BASE_URL

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: externalBaseUrl
    ? undefined
    : {
    // The production build on a fresh database with the demo content (see tests/e2e/support/serve.ts).
    command: 'node --import tsx tests/e2e/support/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/properties/featured`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
})
