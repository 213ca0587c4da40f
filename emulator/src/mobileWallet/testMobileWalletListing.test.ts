import { describe, expect, it } from 'vitest'
import { type EmulatorWallet, toEmulatorWallets, walletList } from '../api/walletList.js'
import {
  linkTestMobileWallet,
  TEST_MOBILE_WALLET_ID,
  testMobileWalletListing,
} from './testMobileWalletListing.js'

const rainbow = {
  ...testMobileWalletListing(),
  id: 'rainbow',
  name: 'Rainbow',
  chains: ['eip155:1'],
}
const query = {
  page: 1,
  entries: 40,
  include: [],
  exclude: [],
  search: '',
  badgeType: '',
  chains: [],
}

function wallets(): EmulatorWallet[] {
  return toEmulatorWallets([testMobileWalletListing(), rainbow])
}

describe('testMobileWalletListing', () => {
  it('is served first, with the local chains, Ethereum and Solana mainnet', () => {
    const [first] = walletList(wallets(), query).data
    expect(first).toMatchObject({
      id: TEST_MOBILE_WALLET_ID,
      name: 'AppKit Test Mobile Wallet',
      order: 1,
      chains: [
        'eip155:31337',
        'eip155:1337',
        'eip155:1',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      ],
    })
  })

  it('links mobile_link and webapp_link to the wallet page once the API address is known', () => {
    const listed = wallets()
    expect(walletList(listed, query).data[0]?.mobile_link).toBeNull()
    linkTestMobileWallet(listed, 'http://127.0.0.1:4100')
    expect(walletList(listed, query).data[0]).toMatchObject({
      mobile_link: 'http://127.0.0.1:4100/wallet',
      webapp_link: 'http://127.0.0.1:4100/wallet',
      desktop_link: null,
    })
  })

  it('matches a search for Solana wallets and for the local chain', () => {
    const listed = wallets()
    const solana = walletList(listed, {
      ...query,
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    expect(solana.data.map((wallet) => wallet.id)).toEqual([TEST_MOBILE_WALLET_ID])
    const local = walletList(listed, { ...query, chains: ['eip155:31337'] })
    expect(local.data.map((wallet) => wallet.id)).toEqual([TEST_MOBILE_WALLET_ID, 'rainbow'])
  })
})
