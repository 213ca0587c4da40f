import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { fetchAllowedOrigins } from './fetchAllowedOrigins.js'

let server: Server | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** A project API on loopback answering GET /projects/v1/origins with `body` (status 200). */
async function projectApi(body: string): Promise<{ url: string; asked: URL[] }> {
  const asked: URL[] = []
  server = createServer((req, res) => {
    asked.push(new URL(req.url ?? '/', 'http://127.0.0.1'))
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    asked,
  }
}

describe('fetchAllowedOrigins (the secure site reading the project API)', () => {
  it("reads the project's allowedOrigins, asking with its projectId", async () => {
    const api = await projectApi(JSON.stringify({ allowedOrigins: ['http://127.0.0.1:*', 7] }))
    await expect(fetchAllowedOrigins(api.url, 'p1')).resolves.toEqual(['http://127.0.0.1:*'])
    expect(api.asked[0]?.pathname).toBe('/projects/v1/origins')
    expect(api.asked[0]?.searchParams.get('projectId')).toBe('p1')
  })

  it('counts an unreadable answer, or no answer, as no origin allowed', async () => {
    for (const body of ['{', 'null', '{"allowedOrigins":"*"}']) {
      const api = await projectApi(body)
      await expect(fetchAllowedOrigins(api.url, 'p1')).resolves.toEqual([])
      await new Promise<void>((resolve) => server?.close(() => resolve()))
      server = undefined
    }
    await expect(fetchAllowedOrigins('http://127.0.0.1:1', 'p1')).resolves.toEqual([])
  })
})
