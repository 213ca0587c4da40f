import { describe, expect, it } from 'vitest'
import { assertWagmiVersion } from './assertWagmiVersion.js'

describe('assertWagmiVersion', () => {
  it('accepts wagmi 2.16 and later 2.x, and every 3.x', () => {
    for (const version of ['2.16.0', '2.22.1', '3.0.0', '3.6.5', '3.10.0-canary.1']) {
      expect(() => assertWagmiVersion(version)).not.toThrow()
    }
  })

  it('refuses another version with a message naming the version found and the range supported', () => {
    expect(() => assertWagmiVersion('1.4.13')).toThrow(
      '@appkit/wagmi supports wagmi (@wagmi/core) ^2.16.0 || ^3.0.0; found 1.4.13',
    )
    expect(() => assertWagmiVersion('2.15.9')).toThrow('found 2.15.9')
    expect(() => assertWagmiVersion('4.0.0')).toThrow('found 4.0.0')
    expect(() => assertWagmiVersion('')).toThrow('found no version')
  })
})
