import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { AppKitOptions } from './AppKitOptions.js'
import { validateOptions } from './validateOptions.js'

const mainnet: CaipNetwork = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
}

/** validateOptions with `networks` as given, whatever its entries are. */
function withNetworks(networks: readonly unknown[], defaultNetwork?: unknown) {
  return () =>
    validateOptions({ projectId: 'p', networks, defaultNetwork } as unknown as AppKitOptions)
}

describe('validateOptions: networks', () => {
  it('accepts a list of CAIP networks', () => {
    expect(withNetworks([mainnet])()).toEqual({ projectIdMissing: false })
  })

  it("untrusted input is refused with its documented message, never thrown past the boundary: an entry String() cannot print is 'Invalid network in the networks array'", () => {
    const unprintable = [
      Object.create(null),
      JSON.parse('{"toString":{}}'),
      { caipNetworkId: Object.create(null) },
    ]
    for (const entry of unprintable) {
      expect(withNetworks([mainnet, entry])).toThrow(
        expect.objectContaining({
          category: 'CONFIGURATION_ERROR',
          shortMessage: 'Invalid network in the networks array: [object]',
        }),
      )
    }
  })

  it("names the entry's caipNetworkId, or the entry, in 'Invalid network in the networks array'", () => {
    expect(withNetworks([{ caipNetworkId: 'nope' }])).toThrow(
      'Invalid network in the networks array: nope',
    )
    expect(withNetworks([null])).toThrow('Invalid network in the networks array: null')
  })

  it("a defaultNetwork with an unprintable caipNetworkId is 'Network Not Found'", () => {
    const defaultNetwork = { ...mainnet, caipNetworkId: Object.create(null) }
    expect(withNetworks([mainnet], defaultNetwork)).toThrow(
      expect.objectContaining({ shortMessage: 'Network Not Found', code: 'NETWORK_NOT_FOUND' }),
    )
  })
})

describe('validateOptions: wallet-list options', () => {
  it('a custom wallet with a script link or no name is an option error (featured/include/exclude ids are checked too)', () => {
    const options = (extra: Record<string, unknown>) => () =>
      validateOptions({ projectId: 'p', networks: [mainnet], ...extra } as AppKitOptions)
    expect(
      options({ customWallets: [{ id: 'x', name: 'X', webapp_link: 'javascript:alert(1)' }] }),
    ).toThrow(expect.objectContaining({ category: 'CONFIGURATION_ERROR' }))
    expect(options({ customWallets: [{ id: 'x' }] })).toThrow(
      'customWallets[0] needs a name (a non-empty string)',
    )
    expect(options({ featuredWalletIds: [1] })).toThrow('Invalid wallet id in featuredWalletIds: 1')
    expect(
      options({ featuredWalletIds: ['a'], customWallets: [{ id: 'x', name: 'X' }] })(),
    ).toEqual({ projectIdMissing: false })
  })
})

describe('validateOptions: locale and messages', () => {
  const withLocale = (extra: Record<string, unknown>) => () =>
    validateOptions({ projectId: 'p', networks: [mainnet], ...extra } as unknown as AppKitOptions)

  it('accepts any language tag (an unknown one falls back later) and per-locale overrides', () => {
    expect(withLocale({ locale: 'tlh', messages: { fr: { 'x.y': 'z' } } })()).toEqual({
      projectIdMissing: false,
    })
  })

  it('refuses a locale that is not a string and messages that are not locale-to-texts maps', () => {
    expect(withLocale({ locale: 42 })).toThrow(
      "locale must be a language tag such as 'fr' or 'pt-BR'",
    )
    expect(withLocale({ messages: ['x'] })).toThrow('messages must map a locale to message ids')
    expect(withLocale({ messages: { fr: 'x' } })).toThrow(
      'messages must map a locale to message ids',
    )
  })
})

describe('validateOptions: transactions', () => {
  const withTransactions = (transactions: unknown) => () =>
    validateOptions({
      projectId: 'p',
      networks: [mainnet],
      transactions,
    } as unknown as AppKitOptions)

  it('accepts positive poll and still-pending times, and refuses anything else naming the option', () => {
    expect(withTransactions({ pollIntervalMs: 500, stillPendingAfterMs: 60_000 })()).toEqual({
      projectIdMissing: false,
    })
    expect(withTransactions('fast')).toThrow(
      'transactions must be { pollIntervalMs?, stillPendingAfterMs? }',
    )
    expect(withTransactions({ pollIntervalMs: 0 })).toThrow(
      'transactions.pollIntervalMs must be a positive number of milliseconds, not 0',
    )
    expect(withTransactions({ stillPendingAfterMs: Number.NaN })).toThrow(
      'transactions.stillPendingAfterMs must be a positive number of milliseconds, not NaN',
    )
  })
})
