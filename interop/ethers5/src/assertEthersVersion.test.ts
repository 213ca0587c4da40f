import { version } from 'ethers'
import { describe, expect, it } from 'vitest'
import { assertEthersVersion } from './assertEthersVersion.js'

describe('assertEthersVersion', () => {
  it('accepts the installed ethers 5 (its version reads ethers/5.x) and any 5.7+', () => {
    expect(version).toMatch(/^ethers\/5\./)
    for (const found of [version, 'ethers/5.7.0', '5.7.2', '5.8.0', '5.10.1']) {
      expect(() => assertEthersVersion(found)).not.toThrow()
    }
  })

  it('rejects ethers 5 before 5.7, naming the version found and the range', () => {
    expect(() => assertEthersVersion('ethers/5.6.9')).toThrow(
      '@appkit/ethers5 supports ethers ^5.7.0; found 5.6.9\nUpgrade ethers to 5.7 or later.',
    )
    expect(() => assertEthersVersion('5.0.0')).toThrow(
      expect.objectContaining({
        shortMessage: '@appkit/ethers5 supports ethers ^5.7.0; found 5.0.0',
        category: 'CONFIGURATION_ERROR',
        code: 'UNSUPPORTED_ETHERS_VERSION',
      }),
    )
  })

  it('rejects ethers 6 and versions it cannot read', () => {
    expect(() => assertEthersVersion('6.17.0')).toThrow(
      '@appkit/ethers5 supports ethers ^5.7.0; found 6.17.0\nFor ethers 6, use @appkit/ethers.',
    )
    expect(() => assertEthersVersion('4.0.49')).toThrow('found 4.0.49')
    expect(() => assertEthersVersion('five')).toThrow(
      '@appkit/ethers5 supports ethers ^5.7.0; found five',
    )
  })
})
