import { describe, expect, it } from 'vitest'
import type { AppkitConfigData } from './AppkitConfigData.js'
import { checkAppkitConfig } from './checkAppkitConfig.js'

const ok: AppkitConfigData = {
  projectId: 'appkit-local-project',
  namespaces: ['eip155'],
  networks: ['hardhat'],
  features: ['analytics'],
}
const deps = Object.fromEntries(
  [
    'eip155',
    'solana',
    'polkadot',
    'bip122',
    'cosmos',
    'analytics',
    'devtools',
    'siwx',
    'onramp',
    'names',
    'activity',
    'embedded-wallet',
  ].map((name) => [`@appkit/${name}`, '^0.1.0']),
)
const check = (config: AppkitConfigData) => checkAppkitConfig(config, deps)
const errors = (config: AppkitConfigData) =>
  check(config)
    .filter((p) => p.severity === 'error')
    .map((p) => p.message)
const notes = (config: AppkitConfigData) =>
  check(config)
    .filter((p) => p.severity === 'note')
    .map((p) => p.message)

describe('checkAppkitConfig (appkit doctor rules)', () => {
  it('a generated config has no problems', () => {
    expect(check(ok)).toEqual([])
  })
  it('project id required', () => {
    expect(errors({ ...ok, projectId: '' })).toEqual([
      expect.stringMatching(/^Project ID Not Configured: projectId is required/),
    ])
  })
  it('networks non-empty, and known', () => {
    expect(errors({ ...ok, networks: [] })).toEqual([
      'networks must not be empty: list at least one network.',
      'Namespace "eip155" has no network: add one of its networks to networks.',
    ])
    expect(errors({ ...ok, networks: ['hardhat', 'fantom'] })[0]).toMatch(
      /^Unknown network "fantom"\. Known networks: hardhat, .*, solanaLocal, .*, cosmoshub\.$/,
    )
  })
  it('every network belongs to a chosen namespace; every namespace has a network', () => {
    expect(errors({ ...ok, networks: ['hardhat', 'solanaLocal'] })).toEqual([
      'Network "solanaLocal" is a solana network, but "solana" is not in namespaces (eip155).',
    ])
    expect(errors({ ...ok, namespaces: ['eip155', 'cosmos'] })).toEqual([
      'Namespace "cosmos" has no network: add one of its networks to networks.',
    ])
  })
  it('every namespace whose package exists is accepted (no "not available yet")', () => {
    const all = {
      ...ok,
      namespaces: ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'],
      networks: ['hardhat', 'solanaDevnet', 'polkadotMainnet', 'bitcoin', 'cosmoshub'],
    }
    expect(errors(all)).toEqual([])
    expect(JSON.stringify(check(all))).not.toMatch(/not available yet/)
    expect(errors({ ...ok, namespaces: ['eip155', 'tron'] })).toEqual([
      'Unknown namespace "tron". Known namespaces: eip155, solana, polkadot, bip122, cosmos.',
    ])
  })
  it("'cannot set both siweConfig and siwx options'", () => {
    expect(errors({ ...ok, features: ['siwx'], siweConfig: {} })).toContain(
      'cannot set both siweConfig and siwx options',
    )
  })
  it('names EVM only; activity EVM only: an error without eip155, a note beside another family', () => {
    const solanaOnly = {
      ...ok,
      namespaces: ['solana'],
      networks: ['solanaLocal'],
      features: ['names', 'activity'],
    }
    expect(errors(solanaOnly)).toEqual([
      'Feature "names" works on eip155 only, and this app has none of them (namespaces: solana).',
      'Feature "activity" works on eip155 only, and this app has none of them (namespaces: solana).',
    ])
    const mixed = {
      ...solanaOnly,
      namespaces: ['eip155', 'solana'],
      networks: ['hardhat', 'solanaLocal'],
    }
    expect(errors(mixed)).toEqual([])
    expect(notes(mixed)).toEqual([
      'Feature "names" works on eip155 only, not on solana.',
      'Feature "activity" works on eip155 only, not on solana.',
    ])
  })
  it('onramp and the auth connector (embedded-wallet) on eip155 and solana', () => {
    const config = {
      ...ok,
      namespaces: ['eip155', 'solana', 'bip122'],
      networks: ['hardhat', 'solanaLocal', 'bitcoin'],
      features: ['onramp', 'embedded-wallet'],
    }
    expect(notes(config)).toContain(
      'Feature "onramp" works on eip155 and solana only, not on bip122.',
    )
    expect(notes(config)).toContain(
      'Feature "embedded-wallet" works on eip155 and solana only, not on bip122.',
    )
    expect(
      check(config)
        .map((p) => p.message)
        .join('\n'),
    ).not.toMatch(/not on solana/)
    expect(
      errors({
        ...config,
        namespaces: ['polkadot'],
        networks: ['polkadotMainnet'],
        features: ['onramp'],
      }),
    ).toEqual([
      'Feature "onramp" works on eip155 and solana only, and this app has none of them (namespaces: polkadot).',
    ])
  })
  it('balances EVM and solana; send EVM and solana: a note for the other families', () => {
    expect(
      notes({ ...ok, namespaces: ['eip155', 'solana'], networks: ['hardhat', 'solana'] }),
    ).toEqual([])
    expect(
      notes({
        ...ok,
        namespaces: ['eip155', 'bip122', 'cosmos'],
        networks: ['hardhat', 'bitcoin', 'cosmoshub'],
      }),
    ).toEqual([
      'Balances and send work on eip155 and solana only: bip122, cosmos accounts show no balance and cannot send from the modal.',
    ])
  })
  it('swaps on 12 networks (ids 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554)', () => {
    const swaps = { ...ok, features: ['swaps'] }
    const chains = (config: AppkitConfigData) =>
      check(config).filter((p) => /chain ids/.test(p.message))
    expect(chains({ ...swaps, networks: ['mainnet', 'base'] })).toEqual([])
    const message =
      'Feature "swaps" is not supported on chain ids 1337, 42220. Swaps work on chain ids: 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554.'
    expect(chains({ ...swaps, networks: ['mainnet', 'localhost', 'celo'] })).toEqual([
      { rule: 'features', severity: 'note', message },
    ])
    expect(chains({ ...swaps, networks: ['localhost', 'celo'] })).toEqual([
      { rule: 'features', severity: 'error', message },
    ])
    // The emulator's 31337 stands in for OP Mainnet (10): swaps work there against its pool.
    expect(chains({ ...swaps, networks: ['hardhat'] })).toEqual([])
    // Swaps are EVM only too.
    expect(
      errors({ ...swaps, namespaces: ['solana'], networks: ['solanaLocal'] }).join('\n'),
    ).toContain('Feature "swaps" works on eip155 only, and this app has none of them')
  })
  it("an enabled feature's and namespace's package must be in package.json", () => {
    expect(
      checkAppkitConfig({ ...ok, features: ['devtools'] }, { '@appkit/eip155': 'x' }).map(
        (p) => p.message,
      ),
    ).toEqual([
      'Feature "devtools" needs @appkit/devtools in package.json dependencies (run `appkit add devtools`).',
    ])
    expect(
      checkAppkitConfig(
        {
          ...ok,
          namespaces: ['eip155', 'solana'],
          networks: ['hardhat', 'solanaLocal'],
          features: [],
        },
        { '@appkit/eip155': 'x' },
      ).map((p) => p.message),
    ).toEqual([
      'Namespace "solana" needs @appkit/solana in package.json dependencies (install @appkit/solana).',
    ])
  })

  it('an adapter needs eip155 and its packages; an unknown adapter is named with the known ones', () => {
    const wagmiDeps = {
      ...deps,
      '@appkit/wagmi': '^0.1.0',
      wagmi: '^3.0.0',
      '@tanstack/react-query': '^5.0.0',
      viem: '2.x',
    }
    expect(checkAppkitConfig({ ...ok, adapter: 'wagmi' }, wagmiDeps)).toEqual([])
    expect(
      checkAppkitConfig(
        {
          ...ok,
          namespaces: ['solana'],
          networks: ['solanaLocal'],
          features: [],
          adapter: 'wagmi',
        },
        wagmiDeps,
      ).filter((p) => p.rule === 'adapter'),
    ).toEqual([
      {
        rule: 'adapter',
        severity: 'error',
        message:
          'Adapter "wagmi" (@appkit/wagmi) works on eip155 wallets only, and this app has no eip155 namespace (namespaces: solana).',
      },
    ])
    expect(errors({ ...ok, adapter: 'ethers' })).toEqual([
      'Adapter "ethers" needs @appkit/ethers in package.json dependencies (install @appkit/ethers).',
      'Adapter "ethers" needs ethers in package.json dependencies (install ethers).',
    ])
    expect(errors({ ...ok, adapter: 'web3js' })).toEqual([
      'Unknown adapter "web3js". Known adapters: none, wagmi, ethers.',
    ])
    expect(check({ ...ok, adapter: 'none' })).toEqual([])
  })

  it('a locale must be one a shipped locale serves (the kit would show English instead)', () => {
    for (const locale of ['fr', 'pt-PT', 'zh-HK', 'en-GB'])
      expect(check({ ...ok, locale })).toEqual([])
    expect(check({ ...ok, locale: 'tlh' })).toEqual([
      {
        rule: 'locale',
        severity: 'error',
        message:
          'Locale "tlh" is served by no shipped locale: the modal would show English. Shipped locales: en, es, pt-BR, fr, de, it, nl, pl, tr, ru, uk, ar, he, fa, hi, bn, id, vi, th, ja, ko, zh-CN, zh-TW, sw; a regional tag falls back to its language (pt-PT to pt-BR, de-AT to de).',
      },
    ])
  })
})
