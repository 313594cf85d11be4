/**
 * `npm start`: builds what is stale, then serves the production build. React and Next need
 * NODE_ENV=production for that; whether this is a real deployment (strict secrets) is decided by what
 * the operator set before start, so it is recorded first.
 */
process.env.DEPLOYMENT_ENV ??= process.env.NODE_ENV === 'production' ? 'production' : 'local'
// Assigned this way because Next's types declare NODE_ENV read-only.
Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })

const { runServer } = await import('./main')
await runServer({ isDev: false })

export {}
