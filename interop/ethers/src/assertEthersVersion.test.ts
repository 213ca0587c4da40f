import { version } from 'ethers'
import { describe, expect, it } from 'vitest'
import { assertEthersVersion } from './assertEthersVersion.js'

describe('assertEthersVersion', () => {
  it('accepts the installed ethers and any ethers 6 version', () => {
    expect(version).toMatch(/^6\./)
    for (const found of [version, '6.0.0', '6.17.0', '6.15.0-beta.1']) {
      expect(() => assertEthersVersion(found)).not.toThrow()
    }
  })

  it('rejects ethers 5 (whose version reads ethers/5.x), naming the version found and the range', () => {
    expect(() => assertEthersVersion('ethers/5.8.0')).toThrow(
      '@appkit/ethers supports ethers ^6.0.0; found 5.8.0\nFor ethers 5, use @appkit/ethers5.',
    )
    expect(() => assertEthersVersion('5.7.2')).toThrow(
      expect.objectContaining({
        shortMessage: '@appkit/ethers supports ethers ^6.0.0; found 5.7.2',
        category: 'CONFIGURATION_ERROR',
        code: 'UNSUPPORTED_ETHERS_VERSION',
      }),
    )
  })

  it('rejects other majors and versions it cannot read', () => {
    expect(() => assertEthersVersion('7.0.0')).toThrow(
      '@appkit/ethers supports ethers ^6.0.0; found 7.0.0',
    )
    expect(() => assertEthersVersion('')).toThrow('@appkit/ethers supports ethers ^6.0.0; found ')
    expect(() => assertEthersVersion(undefined as unknown as string)).toThrow('found undefined')
  })
})
