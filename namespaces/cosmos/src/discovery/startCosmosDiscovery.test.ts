import type { Connector } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { startCosmosDiscovery } from './startCosmosDiscovery.js'

const keplr = { enable: vi.fn(), getKey: vi.fn(), signArbitrary: vi.fn() }

function sink() {
  const connectors = new Map<string, Connector>()
  return {
    connectors,
    addConnector(connector: Connector) {
      connectors.set(connector.id, connector)
      return () => {
        if (connectors.get(connector.id) === connector) connectors.delete(connector.id)
      }
    },
  }
}

describe('startCosmosDiscovery', () => {
  it('registers window.keplr as an INJECTED cosmos connector, and removes it on stop', () => {
    const registry = sink()
    const stop = startCosmosDiscovery({ target: { keplr }, connectors: registry })
    expect(registry.connectors.get('keplr')).toMatchObject({
      type: 'INJECTED',
      name: 'Keplr',
      chain: 'cosmos',
      provider: keplr,
    })
    stop()
    expect(registry.connectors.size).toBe(0)
  })

  it('finds an extension that injects after start, and ignores objects that are not Keplr-like', async () => {
    vi.useFakeTimers()
    const target: Record<string, unknown> = { leap: { enable: 1 } }
    const registry = sink()
    const stop = startCosmosDiscovery({ target, connectors: registry })
    expect(registry.connectors.size).toBe(0)
    target.keplr = keplr
    await vi.advanceTimersByTimeAsync(250)
    expect([...registry.connectors.keys()]).toEqual(['keplr'])
    stop()
    vi.useRealTimers()
  })
})
