import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Cities } from './cms/collections/Cities'
import { HomepageSections } from './cms/collections/HomepageSections'
import { Leads } from './cms/collections/Leads'
import { MarketSnapshots } from './cms/collections/MarketSnapshots'
import { Media } from './cms/collections/Media'
import { Pages } from './cms/collections/Pages'
import { Posts } from './cms/collections/Posts'
import { Properties } from './cms/collections/Properties'
import { Services } from './cms/collections/Services'
import { TeamMembers } from './cms/collections/TeamMembers'
import { Users } from './cms/collections/Users'
import { databaseUrl, env } from './cms/env'
import { SiteSettings } from './cms/globals/SiteSettings'

const root = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.SITE_URL,
  telemetry: false,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' | Admin' },
    importMap: {
      baseDir: root,
      importMapFile: path.resolve(root, 'cms/app/(payload)/admin/importMap.js'),
    },
  },
  collections: [
    Properties,
    Leads,
    Posts,
    Pages,
    HomepageSections,
    MarketSnapshots,
    Cities,
    Services,
    TeamMembers,
    Media,
    Users,
  ],
  globals: [SiteSettings],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: databaseUrl(), max: 10 },
    migrationDir: path.resolve(root, 'cms/migrations'),
    // Schema changes go only through the committed migrations, applied by the server at start
    // (server/boot.ts) under an advisory lock; dev push would prompt and hang.
    push: false,
  }),
  graphQL: { disable: true },
  sharp,
  upload: { limits: { fileSize: 25 * 1024 * 1024 } },
  typescript: { outputFile: path.resolve(root, 'cms/payload-types.ts') },
  debug: env.NODE_ENV === 'development',
})
