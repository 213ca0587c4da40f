import { type CaipNetwork, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BIP122_PLUGIN_NAME, bip122 } from './bip122.js'
import { UNSUPPORTED_CHAINS_MESSAGE } from './createBip122Adapter.js'
import { bitcoin } from './networks/bitcoin.js'
import { bitcoinTestnet } from './networks/bitcoinTestnet.js'
import {
  installTestBitcoinWallet,
  verifyBitcoinMessage,
} from './testing/installTestBitcoinWallet.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('bip122()', () => {
  it('finds the wallet of btc_providers; the payment account is the active one by default', async () => {
    const page = await installTestBitcoinWallet()
    vi.stubGlobal('window', page.window)
    const kit = createAppKit({
      projectId: 'bip122-test',
      networks: [bitcoin],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    }).use(bip122())
    const connector = kit.registry.store
      .getState()
      .connectors.find((c) => c.id === 'AppKitTestWallet.BitcoinProvider')
    expect(connector).toMatchObject({
      type: 'INJECTED',
      chain: 'bip122',
      name: 'Bitcoin Test Wallet',
    })

    const connection = await kit.connect('AppKitTestWallet.BitcoinProvider')
    const [payment, ordinal] = connection.accounts
    expect([payment?.type, ordinal?.type]).toEqual(['payment', 'ordinal'])
    const state = kit.registry.store.getState()
    expect(state.chains.bip122?.address).toBe(payment?.address)
    expect(state.chains.bip122?.caipAddress).toBe(
      `bip122:000000000019d6689c085ae165831e93:${payment?.address}`,
    )
    expect(state.chains.bip122?.preferredAccountType).toBe('payment')
    // The connection keeps the accounts' publicKey and path (spec §3 Bitcoin account).
    expect(state.chains.bip122?.connections[0]?.accounts[0]).toMatchObject({
      publicKey: payment?.publicKey,
      path: "m/84'/0'/0'/0/0",
    })

    const signature = await kit.signMessage('Sign in to the bitcoin test')
    await expect(
      verifyBitcoinMessage(payment?.address ?? '', 'Sign in to the bitcoin test', signature),
    ).resolves.toBe(true)
    kit.destroy()
    page.uninstall()
  })

  /** A kit on `networks` with the test wallet found through btc_providers (discovery). */
  async function kitWithTestWallet(networks: [CaipNetwork, ...CaipNetwork[]]) {
    const page = await installTestBitcoinWallet()
    vi.stubGlobal('window', page.window)
    const kit = createAppKit({
      projectId: 'bip122-test',
      networks,
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    }).use(bip122())
    return {
      kit,
      [Symbol.dispose]() {
        kit.destroy()
        page.uninstall()
      },
    }
  }

  it("an app on bitcoinTestnet only: the test wallet (mainnet keys, entry listing mainnet only) fails with 'The connector does not support any of the requested chains' (spec §5)", async () => {
    using setup = await kitWithTestWallet([bitcoinTestnet])
    const connector = setup.kit.registry.store
      .getState()
      .connectors.find((c) => c.id === 'AppKitTestWallet.BitcoinProvider')
    expect(connector?.chains).toEqual([bitcoin.caipNetworkId])
    await expect(setup.kit.connect('AppKitTestWallet.BitcoinProvider')).rejects.toThrow(
      UNSUPPORTED_CHAINS_MESSAGE,
    )
    expect(setup.kit.registry.store.getState().chains.bip122?.status).not.toBe('connected')
  })

  it('switching to a network the connected wallet does not serve fails with the same message; its own network is fine', async () => {
    using setup = await kitWithTestWallet([bitcoin, bitcoinTestnet])
    await setup.kit.connect('AppKitTestWallet.BitcoinProvider')
    const adapter = setup.kit.adapter('bip122')
    const connector = setup.kit.registry.store
      .getState()
      .connectors.find((c) => c.id === 'AppKitTestWallet.BitcoinProvider')
    if (!adapter?.switchNetwork || !connector) throw new Error('No bip122 adapter or connector')
    await expect(adapter.switchNetwork(connector, bitcoinTestnet)).rejects.toThrow(
      UNSUPPORTED_CHAINS_MESSAGE,
    )
    await expect(adapter.switchNetwork(connector, bitcoin)).resolves.toBeUndefined()
  })

  it('is named for the family', () => {
    expect(bip122()).toMatchObject({ name: BIP122_PLUGIN_NAME, namespace: 'bip122' })
  })
})
