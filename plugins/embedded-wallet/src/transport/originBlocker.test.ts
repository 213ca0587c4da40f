import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAppKit, ORIGIN_CHECK } from '@appkit/kernel'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_CHANNEL as channel } from '../policies.js'
import { createFakeFrameHost } from '../testing/createFakeFrameHost.js'
import { createFrameTransport } from './createFrameTransport.js'
import { originBlocker } from './originBlocker.js'

const PAGE = 'https://shop.example.com'
const network = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} as const

const servers: Server[] = []
afterEach(async () => {
  vi.unstubAllGlobals()
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done))
})

/** A project API whose GET /projects/v1/origins answers `status` and `body`. */
async function projectApi(status: number, body: unknown): Promise<string> {
  const server = createServer((request, response) => {
    const origins = request.url?.startsWith('/projects/v1/origins')
    response.writeHead(origins ? status : 200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(origins ? body : { features: [] }))
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function frameOn(api: string) {
  vi.stubGlobal('location', { origin: PAGE })
  const kit = createAppKit({
    projectId: 'project-1',
    networks: [network],
    loadRemoteConfig: true,
    urls: { api },
  })
  const fake = createFakeFrameHost()
  const onLoadFailed = vi.fn()
  const transport = createFrameTransport({
    url: 'http://127.0.0.1:4200/?projectId=project-1',
    host: fake.host,
    onLoadFailed,
    loadBlocker: originBlocker(kit),
  })
  return { kit, fake, transport, onLoadFailed }
}

describe('originBlocker (spec §8 Origin Not Allowed)', () => {
  it("spec §8 'Origin Not Allowed': on a disallowed origin the frame's load fails at once, not after 20 s", async () => {
    const { kit, fake, transport, onLoadFailed } = frameOn(
      await projectApi(200, { allowedOrigins: ['https://other.example.org'] }),
    )
    const started = Date.now()
    await expect(transport.ready()).rejects.toMatchObject({
      shortMessage: 'Origin Not Allowed',
      code: 'ORIGIN_NOT_ALLOWED',
    })
    expect(Date.now() - started).toBeLessThan(5_000)
    // Not the 20 s load-failure alert: the kit shows 'Origin Not Allowed' instead.
    expect(onLoadFailed).not.toHaveBeenCalled()
    expect(kit.alerts.store.getState().alerts.map((alert) => alert.shortMessage)).toEqual([
      'Origin Not Allowed',
    ])
    expect(fake.removed()).toBe(1)
    expect(fake.listeners()).toBe(0)
  })

  it('a failing origins call (HTTP 500) blocks nothing: the frame still becomes ready', async () => {
    const { kit, fake, transport } = frameOn(await projectApi(500, { error: 'boom' }))
    const ready = transport.ready()
    await expect(kit.services.get(ORIGIN_CHECK)?.verdict()).resolves.toBe('unknown')
    fake.deliver({
      origin: 'http://127.0.0.1:4200',
      source: fake.frameWindow,
      data: { channel, kind: 'ready' },
    })
    await expect(ready).resolves.toBeUndefined()
    expect(fake.removed()).toBe(0)
    expect(kit.alerts.store.getState().alerts).toEqual([])
  })
})
