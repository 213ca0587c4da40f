import type { Connector } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { startBip122Discovery } from './startBip122Discovery.js'

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

const provider = { request: vi.fn() }

describe('startBip122Discovery', () => {
  it('registers each btc_providers entry whose provider is on window, with its chains', () => {
    const registry = sink()
    const stop = startBip122Discovery({
      target: {
        XverseProviders: { BitcoinProvider: provider },
        btc_providers: [
          { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'javascript:alert(1)' },
          { id: 'Missing.Provider', name: 'Missing' },
          { name: 'no id' },
        ],
      },
      connectors: registry,
    })
    expect([...registry.connectors.values()]).toEqual([
      {
        id: 'XverseProviders.BitcoinProvider',
        type: 'INJECTED',
        name: 'Xverse',
        chain: 'bip122',
        chains: ['bip122:000000000019d6689c085ae165831e93'],
        provider,
      },
    ])
    stop()
    expect(registry.connectors.size).toBe(0)
  })

  it('keeps the networks an entry lists and a safe icon', () => {
    const registry = sink()
    const stop = startBip122Discovery({
      target: {
        W: { P: provider },
        btc_providers: [
          {
            id: 'W.P',
            name: 'W',
            icon: 'data:image/svg+xml,<svg/>',
            chains: ['bip122:000000000933ea01ad0ee984209779ba'],
          },
        ],
      },
      connectors: registry,
    })
    expect(registry.connectors.get('W.P')).toMatchObject({
      chains: ['bip122:000000000933ea01ad0ee984209779ba'],
      imageUrl: 'data:image/svg+xml,<svg/>',
    })
    stop()
  })
})
