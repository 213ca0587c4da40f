import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHooks } from '../hooks/hooks.js'
import { createConnectionRegistry } from '../registry/createConnectionRegistry.js'
import { EVM_ADDRESS, mainnet } from '../registry/testFixtures.js'
import { createBalanceOutage } from './createBalanceOutage.js'
import { createLazyTokenBalances } from './createLazyTokenBalances.js'
import {
  type BalanceApi,
  SAMPLE_BALANCES,
  SUPPORTED_CHAINS,
  startBalanceApi,
} from './testing/startBalanceApi.js'

let api: BalanceApi
beforeAll(async () => {
  api = await startBalanceApi()
})
afterAll(() => api.server.close())
beforeEach(() => {
  api.answer = { status: 200, body: { balances: SAMPLE_BALANCES } }
  api.supportedChains = { status: 200, body: { http: SUPPORTED_CHAINS } }
})

function connectedRegistry() {
  const registry = createConnectionRegistry({ networks: [mainnet] })
  registry.recordConnection('eip155', {
    connectorId: 'io.metamask',
    accounts: [{ address: EVM_ADDRESS, type: 'eoa' }],
    caipNetwork: mainnet,
  })
  return registry
}

describe('createLazyTokenBalances', () => {
  it('loads the service on the first refresh, then caches and clears on SEND_SUCCESS as the eager one', async () => {
    const hooks = createHooks()
    const balances = createLazyTokenBalances({
      registry: connectedRegistry(),
      http: api.http,
      hooks,
      servesFamily: () => true,
    })
    const before = api.calls().length
    expect((await balances.refresh()).status).toBe('loaded')
    expect((await balances.refresh()).status).toBe('cached')
    hooks.eventTracked.call({ event: 'SEND_SUCCESS', properties: {} })
    expect((await balances.refresh()).status).toBe('loaded')
    expect(api.calls().length - before).toBe(2)
  })

  it('shares the outage it is given at once, before any code loads (the native balance reads it)', () => {
    const outage = createBalanceOutage()
    const balances = createLazyTokenBalances({
      registry: connectedRegistry(),
      http: api.http,
      servesFamily: () => true,
      outage,
    })
    expect(balances.outage).toBe(outage)
    expect(() => balances.clear()).not.toThrow()
  })

  it('a failed lookup comes back through the loaded service as a result with its error, never a rejection', async () => {
    const balances = createLazyTokenBalances({
      registry: connectedRegistry(),
      http: api.http,
      servesFamily: () => true,
      load: () => Promise.reject(new Error('chunk failed')),
    })
    const result = await balances.refresh()
    expect(['unavailable', 'blocked']).toContain(result.status)
    expect(result.error?.message).toContain('chunk failed')
  })
})
