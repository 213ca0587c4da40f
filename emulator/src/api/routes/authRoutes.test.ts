import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matchPath } from '../Route.js'
import { AUTH_BASE_PATH, createAuthRoutes } from './authRoutes.js'

let server: Server
let base = ''

beforeAll(async () => {
  const routes = createAuthRoutes({ rpcUrls: new Map() })
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    for (const route of routes) {
      const params = matchPath(route.pattern, url.pathname)
      if (params && route.method === req.method) {
        void route.handle({ req, res, url, params })
        return
      }
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('authRoutes', () => {
  it('GET /auth/v1/nonce issues a nonce', async () => {
    const response = await fetch(`${base}${AUTH_BASE_PATH}/nonce`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ nonce: expect.stringMatching(/^[a-zA-Z0-9]{8,}$/) })
  })

  it('POST /auth/v1/sessions needs an Origin (the domain is checked against it) and a session body', async () => {
    const noOrigin = await fetch(`${base}${AUTH_BASE_PATH}/sessions`, {
      method: 'POST',
      body: '{}',
    })
    expect(noOrigin.status).toBe(400)
    expect(await noOrigin.json()).toMatchObject({ reason: 'malformed', message: /Origin/ })
    const notJson = await fetch(`${base}${AUTH_BASE_PATH}/sessions`, {
      method: 'POST',
      headers: { Origin: 'http://app.example' },
      body: 'nope',
    })
    expect(notJson.status).toBe(400)
    const notSession = await fetch(`${base}${AUTH_BASE_PATH}/sessions`, {
      method: 'POST',
      headers: { Origin: 'http://app.example' },
      body: JSON.stringify({ message: 'hi' }),
    })
    expect(await notSession.json()).toEqual({
      message: 'The body is not a session',
      reason: 'malformed',
    })
  })

  it('GET and DELETE /auth/v1/sessions need chainId and address', async () => {
    const missing = await fetch(`${base}${AUTH_BASE_PATH}/sessions?chainId=eip155:1`)
    expect(missing.status).toBe(400)
    const query = new URLSearchParams({ chainId: 'eip155:1', address: '0xabc' })
    const none = await fetch(`${base}${AUTH_BASE_PATH}/sessions?${query}`)
    expect(await none.json()).toEqual({ sessions: [] })
    const deleted = await fetch(`${base}${AUTH_BASE_PATH}/sessions?${query}`, { method: 'DELETE' })
    expect(deleted.status).toBe(204)
  })
})
