import type { Connector } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import {
  APP_READY_EVENT,
  REGISTER_WALLET_EVENT,
  startSolanaDiscovery,
} from './startSolanaDiscovery.js'

const fn = async () => ({ accounts: [] })
function wallet(name: string, chains = ['solana:mainnet'], features: object = {}) {
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,AAAA',
    chains,
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: fn },
      'solana:signMessage': { version: '1.0.0', signMessage: fn },
      ...features,
    },
  }
}

function setUp(excludeWallets?: string[]) {
  const target = new EventTarget()
  const connectors = new Map<string, Connector>()
  const sink = {
    addConnector(connector: Connector) {
      connectors.set(connector.id, connector)
      return () => {
        if (connectors.get(connector.id) === connector) connectors.delete(connector.id)
      }
    },
  }
  return { target, connectors, sink, excludeWallets }
}

const announce = (target: EventTarget, ...wallets: unknown[]) => {
  const unregisters: (() => void)[] = []
  target.dispatchEvent(
    new CustomEvent(REGISTER_WALLET_EVENT, {
      detail: (api: { register(...w: unknown[]): () => void }) =>
        unregisters.push(api.register(...wallets)),
    }),
  )
  return unregisters
}

describe('startSolanaDiscovery (Wallet Standard)', () => {
  it('a wallet registering after the app starts becomes an ANNOUNCED solana connector', () => {
    const { target, connectors, sink } = setUp()
    startSolanaDiscovery({ target, connectors: sink })
    const w = wallet('Phantomish')
    announce(target, w)
    expect(connectors.get('wallet-standard:Phantomish')).toMatchObject({
      type: 'ANNOUNCED',
      chain: 'solana',
      name: 'Phantomish',
      provider: w,
      imageUrl: w.icon,
    })
  })

  it('a wallet registered before the app hears app-ready and registers through its detail', () => {
    const { target, connectors, sink } = setUp()
    target.addEventListener(APP_READY_EVENT, (event) =>
      (event as CustomEvent<{ register(...w: unknown[]): void }>).detail.register(wallet('Early')),
    )
    startSolanaDiscovery({ target, connectors: sink })
    expect([...connectors.keys()]).toEqual(['wallet-standard:Early'])
  })

  it('ignores malformed objects, non-Solana wallets and wallets without signMessage', () => {
    const { target, connectors, sink } = setUp()
    startSolanaDiscovery({ target, connectors: sink })
    const noSign = wallet('NoSign')
    ;(noSign.features as Record<string, unknown>)['solana:signMessage'] = {}
    announce(target, null, { name: 'x' }, wallet('Evm only', ['eip155:1']), noSign)
    target.dispatchEvent(new CustomEvent(REGISTER_WALLET_EVENT, { detail: 'not a callback' }))
    expect(connectors.size).toBe(0)
  })

  it('hides excluded wallets by case-insensitive name (spec §5)', () => {
    const { target, connectors, sink } = setUp()
    startSolanaDiscovery({ target, connectors: sink, excludeWallets: ['hidden WALLET'] })
    announce(target, wallet('Hidden Wallet'), wallet('Shown'))
    expect([...connectors.keys()]).toEqual(['wallet-standard:Shown'])
  })

  it("the wallet's unregister and the stop both remove the connectors", () => {
    const { target, connectors, sink } = setUp()
    const stop = startSolanaDiscovery({ target, connectors: sink })
    const [unregister] = announce(target, wallet('A'))
    announce(target, wallet('B'))
    unregister?.()
    expect([...connectors.keys()]).toEqual(['wallet-standard:B'])
    stop()
    expect(connectors.size).toBe(0)
    announce(target, wallet('C'))
    expect(connectors.size).toBe(0)
  })
})
