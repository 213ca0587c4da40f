import type { Connector } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { startPolkadotDiscovery } from './startPolkadotDiscovery.js'

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

const extension = { version: '1', enable: vi.fn() }

describe('startPolkadotDiscovery', () => {
  it('registers each injectedWeb3 extension as an INJECTED polkadot connector named for its key', () => {
    const registry = sink()
    const stop = startPolkadotDiscovery({
      target: { injectedWeb3: { 'polkadot-js': extension, 'my-wallet': extension, broken: {} } },
      connectors: registry,
    })
    expect([...registry.connectors.values()]).toEqual([
      {
        id: 'polkadot-js',
        type: 'INJECTED',
        name: 'polkadot{.js}',
        chain: 'polkadot',
        provider: extension,
      },
      {
        id: 'my-wallet',
        type: 'INJECTED',
        name: 'my-wallet',
        chain: 'polkadot',
        provider: extension,
      },
    ])
    stop()
    expect(registry.connectors.size).toBe(0)
  })

  it('finds an extension that injects after start', async () => {
    vi.useFakeTimers()
    const target: { injectedWeb3?: Record<string, unknown> } = {}
    const registry = sink()
    const stop = startPolkadotDiscovery({ target, connectors: registry })
    target.injectedWeb3 = { talisman: extension }
    await vi.advanceTimersByTimeAsync(250)
    expect(registry.connectors.get('talisman')?.name).toBe('Talisman')
    stop()
    vi.useRealTimers()
  })
})
