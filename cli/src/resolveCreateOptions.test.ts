import { describe, expect, it } from 'vitest'
import { FEATURES } from './catalog.js'
import { type CreateAnswers, resolveCreateOptions } from './resolveCreateOptions.js'

const valid: CreateAnswers = {
  dir: 'app',
  template: 'vite-react',
  namespaces: 'eip155',
  networks: 'hardhat,localhost',
  features: 'analytics',
  adapter: 'none',
  projectId: 'appkit-local-project',
  packageManager: 'npm',
}

describe('resolveCreateOptions: every flag validated with a message listing the allowed values', () => {
  it('accepts valid answers and splits the lists', () => {
    expect(resolveCreateOptions({ ...valid, features: 'analytics, devtools' })).toMatchObject({
      namespaces: ['eip155'],
      networks: ['hardhat', 'localhost'],
      features: ['analytics', 'devtools'],
    })
  })
  it('--template: unknown template lists vite-react and next-app', () => {
    expect(() => resolveCreateOptions({ ...valid, template: 'next' })).toThrow(
      'Invalid --template: next. Allowed values: vite-react, next-app.',
    )
  })
  it('--namespaces: unknown namespace lists the five namespaces', () => {
    expect(() => resolveCreateOptions({ ...valid, namespaces: 'tron' })).toThrow(
      'Invalid --namespaces: tron. Allowed values: eip155, solana, polkadot, bip122, cosmos.',
    )
  })
  it('--namespaces: every namespace whose package exists is accepted, with its networks', () => {
    expect(
      resolveCreateOptions({
        ...valid,
        namespaces: 'eip155,solana,polkadot,bip122,cosmos',
        networks: 'hardhat,solanaLocal,polkadotMainnet,bitcoinTestnet,cosmoshub',
      }),
    ).toMatchObject({
      namespaces: ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'],
      networks: ['hardhat', 'solanaLocal', 'polkadotMainnet', 'bitcoinTestnet', 'cosmoshub'],
    })
  })
  it('--networks: unknown network lists the known ones; empty is refused', () => {
    expect(() => resolveCreateOptions({ ...valid, networks: 'hardhat,fantom' })).toThrow(
      /Invalid --networks: fantom\. Allowed values: hardhat, localhost, mainnet, .*, solanaLocal, solana, solanaDevnet, solanaTestnet, polkadotMainnet, bitcoin, bitcoinTestnet, cosmoshub\./,
    )
    expect(() => resolveCreateOptions({ ...valid, networks: '' })).toThrow(
      '--networks needs at least one of: eip155: hardhat, localhost, mainnet, arbitrum, optimism, base, bsc, polygon, gnosis, avalanche, celo, zksync.',
    )
  })
  it('--networks: a network must belong to a chosen namespace, and each namespace needs one', () => {
    expect(() => resolveCreateOptions({ ...valid, networks: 'hardhat,solanaLocal' })).toThrow(
      '--networks: solanaLocal (solana) not in the chosen namespaces (eip155). Allowed values: eip155: hardhat, localhost, mainnet, arbitrum, optimism, base, bsc, polygon, gnosis, avalanche, celo, zksync.',
    )
    expect(() =>
      resolveCreateOptions({ ...valid, namespaces: 'eip155,cosmos', networks: 'hardhat' }),
    ).toThrow('--networks has no network for cosmos: add one of cosmos: cosmoshub.')
  })
  it('--features: an unknown feature is refused with all eight listed', () => {
    expect(() => resolveCreateOptions({ ...valid, features: 'pay' })).toThrow(
      'Invalid --features: pay. Allowed values: siwx, onramp, swaps, names, activity, analytics, embedded-wallet, devtools.',
    )
  })
  it('--features: every feature is accepted (each has its package)', () => {
    expect(
      resolveCreateOptions({
        ...valid,
        features: 'siwx,onramp,swaps,names,activity,analytics,embedded-wallet,devtools',
      }).features,
    ).toEqual([...FEATURES])
  })
  it('refuses what doctor calls an error: names EVM only, onramp eip155 and solana', () => {
    expect(() =>
      resolveCreateOptions({
        ...valid,
        namespaces: 'solana',
        networks: 'solanaLocal',
        features: 'names',
      }),
    ).toThrow(
      'Feature "names" works on eip155 only, and this app has none of them (namespaces: solana).',
    )
    expect(() =>
      resolveCreateOptions({
        ...valid,
        namespaces: 'bip122',
        networks: 'bitcoin',
        features: 'onramp',
      }),
    ).toThrow(
      'Feature "onramp" works on eip155 and solana only, and this app has none of them (namespaces: bip122).',
    )
    // A mixed app is fine: names and activity work for its EVM accounts.
    expect(
      resolveCreateOptions({
        ...valid,
        namespaces: 'eip155,solana',
        networks: 'hardhat,solanaLocal',
        features: 'names,activity',
      }).features,
    ).toEqual(['names', 'activity'])
  })
  it('--adapter: none (the default), wagmi and ethers are accepted; anything else lists them', () => {
    expect(resolveCreateOptions(valid).adapter).toBe('none')
    for (const adapter of ['wagmi', 'ethers'])
      expect(resolveCreateOptions({ ...valid, adapter }).adapter).toBe(adapter)
    expect(() => resolveCreateOptions({ ...valid, adapter: 'ethers5' })).toThrow(
      'Invalid --adapter: ethers5. Allowed values: none, wagmi, ethers.',
    )
  })
  it('--adapter wagmi or ethers without the eip155 namespace is refused, saying how to fix it', () => {
    const solanaOnly = { ...valid, namespaces: 'solana', networks: 'solanaLocal' }
    for (const adapter of ['wagmi', 'ethers'])
      expect(() => resolveCreateOptions({ ...solanaOnly, adapter })).toThrow(
        `--adapter ${adapter} works on eip155 wallets only: add eip155 to --namespaces (now solana), or choose --adapter none.`,
      )
    expect(resolveCreateOptions({ ...solanaOnly, adapter: 'none' }).adapter).toBe('none')
    expect(
      resolveCreateOptions({
        ...valid,
        namespaces: 'solana,eip155',
        networks: 'solanaLocal,hardhat',
        adapter: 'wagmi',
      }).adapter,
    ).toBe('wagmi')
  })
  it('--locale: a tag a shipped locale serves is kept (canonical case); without it, no locale', () => {
    expect(resolveCreateOptions(valid)).not.toHaveProperty('locale')
    for (const [tag, kept] of [
      ['fr', 'fr'],
      ['pt-PT', 'pt-PT'],
      ['de-at', 'de-AT'],
      ['zh-Hant-HK', 'zh-Hant-HK'],
      ['en-GB', 'en-GB'],
      [' ar ', 'ar'],
    ])
      expect(resolveCreateOptions({ ...valid, locale: tag }).locale).toBe(kept)
    // The generated app's doctor agrees: no problem for a served tag.
    expect(resolveCreateOptions({ ...valid, locale: 'sw' })).toMatchObject({ locale: 'sw' })
  })
  it('--locale: a tag nothing serves (or no tag at all) is refused, naming it and listing the shipped locales', () => {
    expect(() => resolveCreateOptions({ ...valid, locale: 'tlh' })).toThrow(
      'Invalid --locale: tlh. No shipped locale serves it (the modal would show English). Shipped locales: en, es, pt-BR, fr, de, it, nl, pl, tr, ru, uk, ar, he, fa, hi, bn, id, vi, th, ja, ko, zh-CN, zh-TW, sw; a regional tag falls back to its language (pt-PT to pt-BR, de-AT to de).',
    )
    for (const tag of ['xx-YY', 'fr_FR', '', 'english'])
      expect(() => resolveCreateOptions({ ...valid, locale: tag })).toThrow(
        `Invalid --locale: ${tag}. No shipped locale serves it`,
      )
  })
  it('--package-manager and --project-id', () => {
    expect(() => resolveCreateOptions({ ...valid, packageManager: 'bun' })).toThrow(
      'Invalid --package-manager: bun. Allowed values: npm, pnpm, yarn.',
    )
    expect(() => resolveCreateOptions({ ...valid, projectId: ' ' })).toThrow(
      '--project-id must not be empty.',
    )
  })
})
