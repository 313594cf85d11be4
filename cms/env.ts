/**
 * The one place the server side reads `process.env`. Parsed once at import with zod; a bad value stops
 * the process with a readable list instead of a stack trace. Every variable is documented in
 * `.env.example` and has a default that works for local use; production refuses the local defaults
 * for secrets (see `assertProductionSecrets`).
 */
import path from 'node:path'
import { z } from 'zod'

/** Local-use defaults. Written in the README; refused when NODE_ENV=production. */
export const LOCAL_PAYLOAD_SECRET = 'local-development-secret-change-me'
export const LOCAL_ADMIN_EMAIL = 'admin@example.com'
export const LOCAL_ADMIN_PASSWORD = 'local-admin-password'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * `production` on a real deployment: the server then refuses local-default secrets. `npm start`
   * runs the production build either way; it takes `production` from NODE_ENV=production when the
   * operator set it.
   */
  DEPLOYMENT_ENV: z.enum(['local', 'production']).optional(),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the site, used for canonical URLs and absolute links. */
  SITE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().optional()),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').default(LOCAL_PAYLOAD_SECRET),
  ADMIN_EMAIL: z.email().default(LOCAL_ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default(LOCAL_ADMIN_PASSWORD),
  /** `false` skips seeding an empty database at start. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** SMTP for the broker's lead e-mails. Unset SMTP_HOST: e-mails are written to the log instead. */
  SMTP_HOST: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SMTP_USER: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_PASS: z.preprocess(emptyToUndefined, z.string().optional()),
  EMAIL_FROM: z.email().default('no-reply@example.com'),
  /** Who receives new leads; default: the e-mail address in site settings. */
  LEADS_NOTIFY_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  /** Leads accepted per client address per window (spam and flood guard). */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LEAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** First retry delay of lead e-mails and webhooks; later retries double it. */
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
  /** Size of the rendered-HTML cache in entries; 0 turns it off. */
  HTML_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
  /**
   * Media in S3 (or an S3-compatible store) instead of the local uploads folder: set the bucket to
   * switch it on. Credentials may also come from the usual AWS sources (instance role, AWS_* variables).
   */
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible endpoint (MinIO, R2, ...); empty for AWS itself. */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Folder (key prefix) of the media inside the bucket. */
  S3_PREFIX: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Public base URL of the files (a CDN or the bucket's website address): pages then link there. Unset,
   * files are served through this server at /api/media/file/<name>.
   */
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
})

export type Env = z.infer<typeof schema> & { SITE_URL: string; DEPLOYMENT_ENV: 'local' | 'production' }

function parseEnv(): Env {
  const result = schema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
    console.error(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example.`)
    process.exit(1)
  }
  const parsed = result.data
  return {
    ...parsed,
    DEPLOYMENT_ENV: parsed.DEPLOYMENT_ENV ?? (parsed.NODE_ENV === 'production' ? 'production' : 'local'),
    SITE_URL: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
  }
}

export const env: Env = parseEnv()

/** A real deployment (strict secrets), as opposed to a local run of the production build. */
export const isDeployment = env.DEPLOYMENT_ENV === 'production'

/** Absolute path of the data folder (embedded database and uploaded media). */
export const dataDir = path.resolve(env.DATA_DIR)

/** True when media is stored in S3 (S3_BUCKET set) rather than on local disk. */
export const usesS3Storage = Boolean(env.S3_BUCKET)

/** Where uploaded media lives on disk; served at `/uploads/*`. */
export const uploadsDir = path.join(dataDir, 'uploads')

/** Name of the database the embedded PostgreSQL holds. */
export const EMBEDDED_DATABASE = 'site'

/** Address of the embedded PostgreSQL the server starts when `DATABASE_URL` is unset. */
export const embeddedDatabaseUrl = (): string =>
  `postgres://postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/${EMBEDDED_DATABASE}`

/** True when the server must start (and own) an embedded PostgreSQL. */
export const usesEmbeddedDatabase = (): boolean => !process.env.DATABASE_URL && !env.DATABASE_URL

/** The connection string Payload uses: `DATABASE_URL`, else the embedded database. */
export function databaseUrl(): string {
  return process.env.DATABASE_URL || env.DATABASE_URL || embeddedDatabaseUrl()
}

/** Records the address of the database this process started, before Payload is loaded. */
export function setRuntimeDatabaseUrl(url: string): void {
  process.env.DATABASE_URL = url
}

/** The secrets a production server must not start without. Returns the problems found. */
export function productionSecretProblems(source: Env = env): string[] {
  if (source.DEPLOYMENT_ENV !== 'production') return []
  const problems: string[] = []
  if (!process.env.PAYLOAD_SECRET || source.PAYLOAD_SECRET === LOCAL_PAYLOAD_SECRET) {
    problems.push('PAYLOAD_SECRET must be set to a long random value')
  } else if (source.PAYLOAD_SECRET.length < 32) {
    problems.push('PAYLOAD_SECRET must be at least 32 characters in production')
  }
  if (!process.env.ADMIN_EMAIL) problems.push('ADMIN_EMAIL must be set')
  if (!process.env.ADMIN_PASSWORD || source.ADMIN_PASSWORD === LOCAL_ADMIN_PASSWORD) {
    problems.push('ADMIN_PASSWORD must be set to something other than the local default')
  }
  return problems
}
