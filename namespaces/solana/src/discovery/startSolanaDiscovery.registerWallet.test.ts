import { createSolanaTestWallet } from '@appkit/emulator/test-wallet'
import type { Connector } from '@appkit/kernel'
import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSolanaAdapter } from '../createSolanaAdapter.js'
import { solanaLocal } from '../networks/solanaLocal.js'
import { startSolanaDiscovery } from './startSolanaDiscovery.js'

/** The emulator's Solana test wallet (no RPC call is made: only connect is asked). */
function testWallet(): Wallet {
  const { wallet } = createSolanaTestWallet({
    chains: [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
    prompt: async () => true,
  })
  return wallet as unknown as Wallet
}

function setUp() {
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  const connectors = new Map<string, Connector>()
  const sink = {
    addConnector(connector: Connector) {
      connectors.set(connector.id, connector)
      return () => {
        if (connectors.get(connector.id) === connector) connectors.delete(connector.id)
      }
    },
  }
  return { page, connectors, sink }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("startSolanaDiscovery with @wallet-standard/wallet's own registerWallet", () => {
  it('finds a wallet registered after the app started (the register-wallet event)', async () => {
    const { page, connectors, sink } = setUp()
    const stop = startSolanaDiscovery({ target: page, connectors: sink })
    const wallet = testWallet()
    registerWallet(wallet)
    const connector = connectors.get(`wallet-standard:${wallet.name}`)
    expect(connector).toMatchObject({ type: 'ANNOUNCED', chain: 'solana', provider: wallet })
    const adapter = createSolanaAdapter({ networks: [solanaLocal] })
    const { accounts } = await adapter.connect(connector as Connector, {})
    expect(accounts.length).toBeGreaterThan(0)
    expect(accounts.map((account) => account.address)).toEqual(
      wallet.accounts.map((account) => account.address),
    )
    stop()
  })

  it('finds a wallet registered before the app started (it answers app-ready)', () => {
    const { page, connectors, sink } = setUp()
    const wallet = testWallet()
    registerWallet(wallet)
    expect(connectors.size).toBe(0)
    const stop = startSolanaDiscovery({ target: page, connectors: sink })
    expect([...connectors.keys()]).toEqual([`wallet-standard:${wallet.name}`])
    stop()
    expect(connectors.size).toBe(0)
  })
})
