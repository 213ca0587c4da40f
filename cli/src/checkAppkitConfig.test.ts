import { describe, expect, it } from 'vitest'
import type { AppkitConfigData } from './AppkitConfigData.js'
import { checkAppkitConfig } from './checkAppkitConfig.js'

const ok: AppkitConfigData = {
  projectId: 'appkit-local-project',
  namespaces: ['eip155'],
  networks: ['hardhat'],
  features: ['analytics'],
}
const deps = { '@appkit/analytics': '^0.1.0', '@appkit/devtools': '^0.1.0' }
const messages = (config: AppkitConfigData) => checkAppkitConfig(config, deps).map((p) => p.message)

describe('checkAppkitConfig (appkit doctor rules)', () => {
  it('a generated config has no problems', () => {
    expect(checkAppkitConfig(ok, deps)).toEqual([])
  })
  it('project id required', () => {
    expect(messages({ ...ok, projectId: '' })).toEqual([
      expect.stringMatching(/^projectId is required/),
    ])
  })
  it('networks non-empty, and known', () => {
    expect(messages({ ...ok, networks: [] })).toEqual([
      expect.stringMatching(/^networks must not be empty/),
    ])
    expect(messages({ ...ok, networks: ['fantom'] })[0]).toMatch(/^Unknown network "fantom"/)
  })
  it("'cannot set both siweConfig and siwx options'", () => {
    expect(messages({ ...ok, features: ['siwx'], siweConfig: {} })).toContain(
      'cannot set both siweConfig and siwx options',
    )
  })
  it('names EVM only; activity EVM only', () => {
    const found = messages({
      ...ok,
      namespaces: ['eip155', 'solana'],
      features: ['names', 'activity'],
    })
    expect(found).toContain('Feature "names" works on eip155 only, not on solana.')
    expect(found).toContain('Feature "activity" works on eip155 only, not on solana.')
  })
  it('onramp and the auth connector (embedded-wallet) on eip155 and solana', () => {
    const found = messages({
      ...ok,
      namespaces: ['eip155', 'solana', 'bip122'],
      features: ['onramp', 'embedded-wallet'],
    })
    expect(found).toContain('Feature "onramp" works on eip155 and solana only, not on bip122.')
    expect(found).toContain(
      'Feature "embedded-wallet" works on eip155 and solana only, not on bip122.',
    )
    expect(found.join('\n')).not.toMatch(/not on solana/)
  })
  it('swaps on 12 networks (ids 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554)', () => {
    expect(
      messages({ ...ok, networks: ['mainnet', 'base'], features: ['swaps'] }).join('\n'),
    ).not.toMatch(/not supported on chain/)
    expect(
      messages({ ...ok, networks: ['mainnet', 'hardhat', 'celo'], features: ['swaps'] }),
    ).toContain(
      'Feature "swaps" is not supported on chain ids 31337, 42220. Swaps work on chain ids: 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554.',
    )
  })
  it('a namespace or feature without a package says its package does not exist yet', () => {
    const found = messages({ ...ok, namespaces: ['eip155', 'cosmos'], features: ['swaps'] })
    expect(found).toContain(
      'Namespace "cosmos" is not available yet: its package does not exist yet. Available now: eip155.',
    )
    expect(found).toContain(
      'Feature "swaps" is not available yet: its package does not exist yet. Available now: analytics, devtools.',
    )
  })
  it("an enabled feature's package must be in package.json", () => {
    expect(checkAppkitConfig({ ...ok, features: ['devtools'] }, {}).map((p) => p.message)).toEqual([
      'Feature "devtools" needs @appkit/devtools in package.json dependencies (run `appkit add devtools`).',
    ])
  })
})
