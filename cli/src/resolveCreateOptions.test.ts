import { describe, expect, it } from 'vitest'
import { type CreateAnswers, resolveCreateOptions } from './resolveCreateOptions.js'

const valid: CreateAnswers = {
  dir: 'app',
  template: 'vite-react',
  namespaces: 'eip155',
  networks: 'hardhat,localhost',
  features: 'analytics',
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
  it('--namespaces: a known namespace without a package is refused, naming what is available now', () => {
    expect(() => resolveCreateOptions({ ...valid, namespaces: 'eip155,solana' })).toThrow(
      'Namespace not available yet: solana (its package does not exist yet). Available now: eip155.',
    )
  })
  it('--networks: unknown network lists the known ones; empty is refused', () => {
    expect(() => resolveCreateOptions({ ...valid, networks: 'hardhat,fantom' })).toThrow(
      /Invalid --networks: fantom\. Allowed values: hardhat, localhost, mainnet/,
    )
    expect(() => resolveCreateOptions({ ...valid, networks: '' })).toThrow(
      /--networks needs at least one/,
    )
  })
  it('--features: unknown feature lists all eight; a feature without a package is refused', () => {
    expect(() => resolveCreateOptions({ ...valid, features: 'pay' })).toThrow(
      'Invalid --features: pay. Allowed values: siwx, onramp, swaps, names, activity, analytics, embedded-wallet, devtools.',
    )
    expect(() => resolveCreateOptions({ ...valid, features: 'swaps,names' })).toThrow(
      'Feature not available yet: swaps, names (its package does not exist yet). Available now: analytics, devtools.',
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
