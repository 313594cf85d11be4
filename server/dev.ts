/** `npm run dev`: the same topology with Next dev and Vite in middleware mode (hot reload). */
import { runServer } from './main'

await runServer({ isDev: true })
