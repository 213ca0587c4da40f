import { afterAll, beforeAll } from 'vitest'
import { type ApiServer, type ApiServerOptions, createApiServer } from '../api/createApiServer.js'

/**
 * For a test file: the emulator's API server alone on a free loopback port (no chains, no
 * wallets, no allowed origins), started before the file's tests and closed after them, with
 * `overrides` on top. Read `.current` inside a test.
 */
export function useBareApiServer(overrides: Partial<ApiServerOptions> = {}): {
  current: ApiServer
} {
  const server = { current: undefined as unknown as ApiServer }
  beforeAll(async () => {
    server.current = await createApiServer({
      port: 0,
      hostname: '127.0.0.1',
      projectIds: ['p'],
      features: [],
      allowedOrigins: [],
      wallets: [],
      assetImages: {},
      rpcUrls: new Map(),
      getState: () => undefined,
      ...overrides,
    })
  })
  afterAll(async () => {
    await server.current?.close()
  })
  return server
}
