// One sign-in server instance in its own process (started by startSiwxInstance): the handlers
// over the store named by SIWX_STORE (postgres | redis) at SIWX_STORE_URL, on a free loopback
// port, answering with `x-siwx-instance: SIWX_INSTANCE` so a test sees who answered. Prints
// `listening <url>` once it serves.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiwxHandler } from '../createSiwxHandler.js'
import type { SiwxServerStore } from '../SiwxServerStore.js'
import { toNodeListener } from '../toNodeListener.js'

async function openStore(kind: string | undefined, url: string): Promise<SiwxServerStore> {
  if (kind === 'postgres') {
    const { createPostgresSiwxStore } = await import('../createPostgresSiwxStore.js')
    return createPostgresSiwxStore({ connectionString: url })
  }
  if (kind === 'redis') {
    const { createRedisSiwxStore } = await import('../createRedisSiwxStore.js')
    return createRedisSiwxStore({ url })
  }
  throw new Error(`SIWX_STORE must be postgres or redis (got ${String(kind)})`)
}

const instance = process.env.SIWX_INSTANCE ?? '?'
const store = await openStore(process.env.SIWX_STORE, process.env.SIWX_STORE_URL ?? '')
const origins = (process.env.SIWX_ORIGINS ?? '').split(',').filter(Boolean)
const listener = toNodeListener(createSiwxHandler({ store, origins }))
const server = createServer((req, res) => {
  res.setHeader('x-siwx-instance', instance)
  void listener(req, res)
})
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo
  console.log(`listening http://127.0.0.1:${port}`)
})
process.on('SIGTERM', () => {
  server.close()
  void store.close().finally(() => process.exit(0))
})
