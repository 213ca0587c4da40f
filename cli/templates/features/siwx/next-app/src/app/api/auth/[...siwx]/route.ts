// Sign-in with the wallet, served by this app (create-appkit --features siwx): the endpoints
// createServerSiwxStorage({ url: '/api/auth' }) in src/appkit.config.ts talks to, on this origin:
// GET /api/auth/nonce, and POST, GET and DELETE /api/auth/sessions.
import { join } from 'node:path'
import { createSiwxHandler, type SiwxServerStore } from '@appkit/siwx/server'
import { createPgliteSiwxStore } from '@appkit/siwx/server/pglite'

// PGlite reads its files from disk: Node.js, never the edge runtime.
export const runtime = 'nodejs'

// Nonces and sessions in PGlite, in .appkit/siwx (git-ignored), for one server process: a data
// folder is never opened twice at once. The store opens it on the first request, never during
// `next build`, and is kept on globalThis so that a reload in `next dev` reuses it. For several
// instances of the app, use createPostgresSiwxStore or createRedisSiwxStore instead.
function createStore(): SiwxServerStore {
  return createPgliteSiwxStore({ dataDir: join(process.cwd(), '.appkit', 'siwx') })
}
const shared = globalThis as typeof globalThis & { appkitSiwxStore?: SiwxServerStore }
const store = shared.appkitSiwxStore ?? createStore()
shared.appkitSiwxStore = store

// The pages allowed to sign in, comma-separated in APPKIT_SIWX_ORIGINS (e.g.
// APPKIT_SIWX_ORIGINS=https://app.example in .env.local); set it before you deploy. Without it,
// this app in development: http://127.0.0.1 and http://localhost on its port.
function allowedOrigins(): string[] {
  const listed = (process.env.APPKIT_SIWX_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
  if (listed.length > 0) return listed
  const port = process.env.PORT ?? '3000'
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`]
}

export const { GET, POST, DELETE, OPTIONS } = createSiwxHandler({
  store,
  origins: allowedOrigins(),
})
