import { describe, expect, it } from 'vitest'
import { loadWalletRegistry, type RegistryWallet } from './loadWalletRegistry.js'
import {
  type EmulatorWallet,
  toEmulatorWallets,
  type WalletListQuery,
  walletList,
} from './walletList.js'

function registryWallet(id: string, name: string, chains: string[]): RegistryWallet {
  return {
    id,
    name,
    description: null,
    homepage: `https://${id}.example`,
    chains,
    image_id: `image-${id}`,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    color: '#123456',
  }
}

const wallets: EmulatorWallet[] = toEmulatorWallets(
  [
    registryWallet('a', 'Rainbow', ['eip155:1', 'eip155:10']),
    registryWallet('b', 'Trust Wallet', ['eip155:1', 'eip155:56']),
    registryWallet('c', 'Solflare', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
    registryWallet('d', 'Rabby', []),
    registryWallet('e', 'Wallet 3', ['eip155:137']),
  ],
  ['b', 'd'],
)

const all: WalletListQuery = {
  page: 1,
  entries: 40,
  include: [],
  exclude: [],
  search: '',
  badgeType: '',
  chains: [],
}

const names = (query: Partial<WalletListQuery>) =>
  walletList(wallets, { ...all, ...query }).data.map((wallet) => wallet.name)

describe('walletList', () => {
  it('returns every wallet in registry order with the total count', () => {
    const page = walletList(wallets, all)
    expect(page.count).toBe(5)
    expect(page.data.map((wallet) => wallet.order)).toEqual([1, 2, 3, 4, 5])
  })

  it('serves the spec Wallet fields only, with rdns and injected null', () => {
    const [first] = walletList(wallets, all).data
    expect(first).toEqual({
      id: 'a',
      name: 'Rainbow',
      image_id: 'image-a',
      chains: ['eip155:1', 'eip155:10'],
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      chrome_store: null,
      homepage: 'https://a.example',
      rdns: null,
      injected: null,
      order: 1,
    })
  })

  it('pages with a 1-based page number while count stays the total', () => {
    expect(names({ entries: 2, page: 1 })).toEqual(['Rainbow', 'Trust Wallet'])
    expect(names({ entries: 2, page: 3 })).toEqual(['Wallet 3'])
    const beyond = walletList(wallets, { ...all, entries: 2, page: 4 })
    expect(beyond).toEqual({ count: 5, data: [] })
  })

  it('searches names case-insensitively by substring', () => {
    expect(names({ search: 'RA' })).toEqual(['Rainbow', 'Rabby'])
    expect(names({ search: '  wallet ' })).toEqual(['Trust Wallet', 'Wallet 3'])
    expect(names({ search: 'nothing like it' })).toEqual([])
  })

  it('keeps only included ids, in registry order', () => {
    expect(names({ include: ['e', 'a'] })).toEqual(['Rainbow', 'Wallet 3'])
  })

  it('drops excluded ids, also when they are included', () => {
    expect(names({ exclude: ['a', 'c'] })).toEqual(['Trust Wallet', 'Rabby', 'Wallet 3'])
    expect(names({ include: ['a', 'b'], exclude: ['a'] })).toEqual(['Trust Wallet'])
  })

  it('treats the local dev chains (31337, 1337) as supported by every EVM wallet', () => {
    expect(names({ chains: ['eip155:31337'] })).toEqual(['Rainbow', 'Trust Wallet', 'Wallet 3'])
    expect(names({ chains: ['eip155:1337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })).toEqual([
      'Rainbow',
      'Trust Wallet',
      'Solflare',
      'Wallet 3',
    ])
  })

  it('matches a wallet that lists any of the requested chains', () => {
    expect(names({ chains: ['eip155:56', 'eip155:137'] })).toEqual(['Trust Wallet', 'Wallet 3'])
    expect(names({ chains: ['eip155:1'] })).toEqual(['Rainbow', 'Trust Wallet'])
    expect(names({ chains: ['cosmos:cosmoshub-4'] })).toEqual([])
  })

  it("filters by badge_type 'certified'; 'none' filters nothing", () => {
    expect(names({ badgeType: 'certified' })).toEqual(['Trust Wallet', 'Rabby'])
    expect(names({ badgeType: 'none' })).toHaveLength(5)
  })

  it('combines filters before paging', () => {
    const page = walletList(wallets, {
      ...all,
      chains: ['eip155:1'],
      search: 'a',
      entries: 1,
      page: 2,
    })
    expect(page.count).toBe(2)
    expect(page.data.map((wallet) => wallet.name)).toEqual(['Trust Wallet'])
  })
})

describe('walletList over the committed registry snapshot', () => {
  it('serves the 201 listings in pages of 40 (spec §9: wallets per page 40)', async () => {
    const registry = toEmulatorWallets(await loadWalletRegistry())
    const first = walletList(registry, all)
    const last = walletList(registry, { ...all, page: 6 })
    expect(first.count).toBe(201)
    expect(first.data).toHaveLength(40)
    expect(first.data[0]?.name).toBe('Rainbow')
    expect(last.data).toHaveLength(1)
    const ids = new Set<string>()
    for (let page = 1; page <= 6; page++) {
      for (const wallet of walletList(registry, { ...all, page }).data) ids.add(wallet.id)
    }
    expect(ids.size).toBe(201)
  })

  it('keeps both wallets that share the name "Bitpie" (names are not unique)', async () => {
    const registry = toEmulatorWallets(await loadWalletRegistry())
    const bitpie = walletList(registry, { ...all, search: 'bitpie' })
    expect(bitpie.data.filter((wallet) => wallet.name === 'Bitpie')).toHaveLength(2)
  })
})
