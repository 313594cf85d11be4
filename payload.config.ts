import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
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
import { databaseUrl, env, usesS3Storage } from './cms/env'
import { answerInvalidQueriesWith400 } from './cms/endpoints/rest-input'
import { SiteSettings } from './cms/globals/SiteSettings'
import { leadJobs } from './cms/jobs'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * Media in S3 when S3_BUCKET is set (docs/operations.md), else on local disk. The adapter's `prefix`
 * field is always in the schema, so switching storage needs no migration.
 */
function mediaStorage() {
  const publicUrl = env.S3_PUBLIC_URL?.replace(/\/$/, '')
  return s3Storage({
    enabled: usesS3Storage,
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET ?? '',
    collections: {
      media: {
        prefix: env.S3_PREFIX,
        // With a public address the pages link to it directly; otherwise this server streams the
        // files through Payload's access rules at /api/media/file/<name>.
        ...(publicUrl
          ? {
              disablePayloadAccessControl: true as const,
              generateFileURL: ({ filename, prefix }: { filename: string; prefix?: string }) =>
                `${publicUrl}/${prefix ? `${prefix}/` : ''}${encodeURIComponent(filename)}`,
            }
          : {}),
      },
    },
    config: {
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  })
}

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
  plugins: [mediaStorage()],
  // A query PostgreSQL refuses for its values is the client's mistake: 400, not 500.
  hooks: { afterError: [answerInvalidQueriesWith400] },
  db: postgresAdapter({
    // A connection that cannot be made in 5 s fails (the server then answers 503) instead of hanging.
    pool: { connectionString: databaseUrl(), max: 10, connectionTimeoutMillis: 5000 },
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
