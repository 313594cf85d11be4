/** `npm run dev`: the same topology with Next dev and Vite in middleware mode (hot reload). */
// Assigned this way because Next's types declare NODE_ENV read-only.
Object.assign(process.env, { NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1' })

const { runServer } = await import('./main')
await runServer({ isDev: true })

export {}
