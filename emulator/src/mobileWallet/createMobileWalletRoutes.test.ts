import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { matchPath } from '../api/Route.js'
import { createMobileWalletRoutes } from './createMobileWalletRoutes.js'

let server: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

async function serve(bundle: () => Promise<string>): Promise<string> {
  const routes = createMobileWalletRoutes(bundle)
  const listening = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const route = routes.find((candidate) => matchPath(candidate.pattern, url.pathname))
    if (route === undefined) {
      res.writeHead(404).end()
      return
    }
    void route.handle({ req, res, url, params: {} })
  })
  server = listening
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
}

describe('createMobileWalletRoutes', () => {
  it('serves the page at /wallet and /wallet/wc under a CSP without eval or foreign hosts', async () => {
    const origin = await serve(async () => 'console.log(1)')
    for (const path of ['/wallet', '/wallet/wc?uri=wc%3Aabc']) {
      const response = await fetch(`${origin}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("connect-src 'self'")
      expect(csp).toContain("default-src 'none'")
      expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|https?:/)
      const html = await response.text()
      expect(html).toContain('<script type="module" src="/wallet/app.js"></script>')
      expect(html).toContain('<p id="status" role="status">')
    }
  })

  it('builds the script once, on first request, and keeps it in memory', async () => {
    const bundle = vi.fn(async () => 'export {}')
    const origin = await serve(bundle)
    await (await fetch(`${origin}/wallet`)).text()
    expect(bundle).not.toHaveBeenCalled()
    const first = await fetch(`${origin}/wallet/app.js`)
    expect(first.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await first.text()).toBe('export {}')
    await (await fetch(`${origin}/wallet`)).text()
    expect(bundle).toHaveBeenCalledTimes(1)
    await (await fetch(`${origin}/wallet/app.js`)).text()
    expect(bundle).toHaveBeenCalledTimes(1)
  })

  it('answers 500 naming the build error, and builds again on the next request', async () => {
    const bundle = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Could not resolve "viem"'))
      .mockResolvedValue('export {}')
    const origin = await serve(bundle)
    const failed = await fetch(`${origin}/wallet/app.js`)
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({
      message: 'The wallet page script did not build: Could not resolve "viem"',
    })
    expect(await (await fetch(`${origin}/wallet/app.js`)).text()).toBe('export {}')
  })
})
