import { describe, expect, it } from 'vitest'
import { createAppKit } from '../kit/createAppKit.js'
import { EVM_ADDRESS, mainnet, polygon } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { Connector } from '../types/Connector.js'
import { createMemoryAdapter } from './testing/createMemoryAdapter.js'

function kitWith(connector: Connector) {
  const kit = createAppKit({
    projectId: 'p',
    networks: [mainnet, polygon],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  })
  kit.registerAdapter(
    createMemoryAdapter('eip155', { address: EVM_ADDRESS, network: mainnet }).adapter,
  )
  kit.registry.addConnector(connector)
  return kit
}

function walletConnectConnector(basic: { value: boolean }): Connector {
  return {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: 'eip155',
    isBasicWalletConnect: () => basic.value,
  }
}

describe('openUnsupportedChainView', () => {
  it('spec §2 "Unsupported chains open UnsupportedChain unless … the wallet is in basic WalletConnect mode": a basic WalletConnect session on an unknown chain opens nothing', async () => {
    const kit = kitWith(walletConnectConnector({ value: true }))
    await kit.connect('walletConnect')
    kit.registry.recordChain('eip155', 'walletConnect', 42)
    expect(kit.registry.store.getState().chains.eip155?.unsupportedChain).toBe(true)
    expect(kit.router.store.getState().open).toBe(false)
  })

  it('a WalletConnect session from a listed wallet (not basic) on an unknown chain opens UnsupportedChain', async () => {
    const kit = kitWith(walletConnectConnector({ value: false }))
    await kit.connect('walletConnect')
    kit.registry.recordChain('eip155', 'walletConnect', 42)
    expect(kit.router.store.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
  })

  it('the mode is read when the wallet moves: a session that stopped being basic opens UnsupportedChain', async () => {
    const basic = { value: true }
    const kit = kitWith(walletConnectConnector(basic))
    await kit.connect('walletConnect')
    basic.value = false
    kit.registry.recordChain('eip155', 'walletConnect', 42)
    expect(kit.router.store.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
  })

  it('only a WALLET_CONNECT connector can claim basic mode', async () => {
    const kit = kitWith({
      id: 'io.metamask',
      type: 'ANNOUNCED',
      name: 'MetaMask',
      chain: 'eip155',
      isBasicWalletConnect: () => true,
    })
    await kit.connect('io.metamask')
    kit.registry.recordChain('eip155', 'io.metamask', 42)
    expect(kit.router.store.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
  })
})
