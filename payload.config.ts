import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
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
import { adminPropertiesEndpoints } from './cms/endpoints/admin-properties'
import { homepageEndpoints } from './cms/endpoints/homepage'
import { marketDataEndpoints } from './cms/endpoints/market-data'
import { databaseUrl, env } from './cms/env'
import { SiteSettings } from './cms/globals/SiteSettings'
import { leadJobs } from './cms/jobs'

const root = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.SITE_URL,
  telemetry: false,
  admin: {
    user: Users.slug,
    // No Gravatar: the admin makes no request to a third party.
    avatar: 'default',
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
  // Root endpoints: reached because no collection is called admin, market-data or homepage.
  endpoints: [...adminPropertiesEndpoints, ...marketDataEndpoints, ...homepageEndpoints],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: databaseUrl(), max: 10 },
    migrationDir: path.resolve(root, 'cms/migrations'),
    // Schema changes go only through the committed migrations, applied by the server at start
    // (server/boot.ts) under an advisory lock; dev push would prompt and hang.
    push: false,
  }),
  jobs: leadJobs,
  // SMTP from the environment; without SMTP_HOST, Payload writes e-mails to the log.
  email: env.SMTP_HOST
    ? nodemailerAdapter({
        defaultFromAddress: env.EMAIL_FROM,
        defaultFromName: 'Website leads',
        skipVerify: true,
        transportOptions: {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
        },
      })
    : undefined,
  graphQL: { disable: true },
  sharp,
  upload: { limits: { fileSize: 25 * 1024 * 1024 } },
  typescript: { outputFile: path.resolve(root, 'cms/payload-types.ts') },
  debug: env.NODE_ENV === 'development',
})
