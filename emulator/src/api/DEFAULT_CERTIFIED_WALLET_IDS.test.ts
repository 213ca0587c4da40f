import { describe, expect, it } from 'vitest'
import { testMobileWalletListing } from '../mobileWallet/testMobileWalletListing.js'
import { DEFAULT_CERTIFIED_WALLET_IDS } from './DEFAULT_CERTIFIED_WALLET_IDS.js'
import { loadWalletRegistry } from './loadWalletRegistry.js'
import { toEmulatorWallets, type WalletListQuery, walletList } from './walletList.js'

const query: WalletListQuery = {
  page: 1,
  entries: 40,
  include: [],
  exclude: [],
  search: '',
  badgeType: '',
  chains: [],
}

async function servedWallets() {
  const registry = await loadWalletRegistry()
  return toEmulatorWallets([testMobileWalletListing(), ...registry], DEFAULT_CERTIFIED_WALLET_IDS)
}

describe('DEFAULT_CERTIFIED_WALLET_IDS', () => {
  it('names wallets the emulator serves', async () => {
    const ids = new Set((await servedWallets()).map((wallet) => wallet.id))
    for (const id of DEFAULT_CERTIFIED_WALLET_IDS) expect(ids.has(id), id).toBe(true)
  })

  it("spec §7 getWallets `badge_type` and `include`: the Connect view's recommended query (certified, 4, the app's chains, featured excluded) and featured query (include) over the real registry", async () => {
    const wallets = await servedWallets()
    const recommended = walletList(wallets, {
      ...query,
      entries: 4,
      badgeType: 'certified',
      chains: ['eip155:31337', 'eip155:1337'],
      exclude: ['1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'],
    })
    expect(recommended.count).toBe(DEFAULT_CERTIFIED_WALLET_IDS.length - 1)
    expect(recommended.data.map((wallet) => wallet.name)).toEqual([
      'AppKit Test Mobile Wallet',
      'Trust Wallet',
      'MetaMask',
      'Ledger Live',
    ])
    const featured = walletList(wallets, {
      ...query,
      include: [
        'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
        '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
      ],
    })
    expect(featured.data.map((wallet) => wallet.name).sort()).toEqual(['MetaMask', 'Rainbow'])
    // Without the badge filter every served wallet counts.
    expect(walletList(wallets, { ...query, badgeType: 'none' }).count).toBe(wallets.length)
  })
})
