import { createMemorySiwxStore, createSiwxHandler, toNodeListener } from '@appkit/siwx/server'
import { isLoopbackOrigin } from '../http/applyCors.js'
import { sendJson } from '../http/sendJson.js'
import type { Route, RouteContext } from '../Route.js'

/** Where the auth service answers: the siwx plugin's `createServerSiwxStorage({ url })`. */
export const AUTH_BASE_PATH = '/auth/v1'

/**
 * The sign-in server the demo uses (siwx plugin, server storage), at /auth/v1: `@appkit/siwx/server`'s
 * handlers, the ones an app runs, over the memory store. Pages of any loopback origin may sign
 * in (the demo, and the apps tests make on free ports); EIP-155 sessions are taken on the
 * emulator's chains, whose nodes check smart-account signatures. Plus GET and DELETE
 * /emulator/auth/sessions to look inside and to start over (tests).
 */
export function createAuthRoutes(options: { rpcUrls: ReadonlyMap<string, string> }): Route[] {
  const store = createMemorySiwxStore()
  const listener = toNodeListener(
    createSiwxHandler({
      store,
      origins: isLoopbackOrigin,
      rpcUrls: Object.fromEntries(
        [...options.rpcUrls].map(([chainId, url]) => [`eip155:${chainId}`, url]),
      ),
    }),
  )
  const serve = ({ req, res }: RouteContext) =>
    new Promise<void>((resolve) => {
      res.once('close', () => resolve())
      listener(req, res)
    })
  const endpoints = [
    ['GET', 'nonce'],
    ['POST', 'sessions'],
    ['GET', 'sessions'],
    ['DELETE', 'sessions'],
  ] as const
  return [
    ...endpoints.map(
      ([method, endpoint]): Route => ({
        method,
        pattern: `${AUTH_BASE_PATH}/${endpoint}`,
        checksProject: false,
        handle: serve,
      }),
    ),
    {
      method: 'GET',
      pattern: '/emulator/auth/sessions',
      checksProject: false,
      handle: ({ res }) =>
        sendJson(res, 200, { sessions: store.list().map((kept) => kept.session) }),
    },
    {
      method: 'DELETE',
      pattern: '/emulator/auth/sessions',
      checksProject: false,
      handle: ({ res }) => {
        store.clear()
        res.writeHead(204, { 'Cache-Control': 'no-store' }).end()
      },
    },
  ]
}
