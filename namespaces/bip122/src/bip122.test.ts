import { createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BIP122_PLUGIN_NAME, bip122 } from './bip122.js'
import { bitcoin } from './networks/bitcoin.js'
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

    const signature = await kit.signMessage('Sign in to the bitcoin test')
    await expect(
      verifyBitcoinMessage(payment?.address ?? '', 'Sign in to the bitcoin test', signature),
    ).resolves.toBe(true)
    kit.destroy()
    page.uninstall()
  })

  it('is named for the family', () => {
    expect(bip122()).toMatchObject({ name: BIP122_PLUGIN_NAME, namespace: 'bip122' })
  })
})
