import { AppKitError } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import siwxManifest from '../../package.json' with { type: 'json' }
import { missingViemError, VIEM_PEER_RANGE } from './missingViemError.js'

function fakeNodeModuleNotFound(specifier: string): Error {
  return Object.assign(
    new Error(
      `Cannot find package '${specifier}' imported from /app/node_modules/@appkit/siwx/dist/verify/verifyEip155Signature.js`,
    ),
    { code: 'ERR_MODULE_NOT_FOUND' },
  )
}

describe('missingViemError', () => {
  it("Node's ERR_MODULE_NOT_FOUND for viem becomes an error naming the peer, its range and the fix", () => {
    const cause = fakeNodeModuleNotFound('viem')
    const error = missingViemError(cause)
    expect(error).toBeInstanceOf(AppKitError)
    expect(error?.message).toBe(
      '@appkit/siwx needs viem to verify EVM sign-ins (peer dependency viem 2.x), and viem is not installed: npm install viem@2',
    )
    expect(error).toMatchObject({ category: 'CONFIGURATION_ERROR', code: 'MISSING_PEER', cause })
  })

  it("a browser's or a bundler's wording, and a viem subpath, are recognised too", () => {
    const fakeBrowserError = new TypeError(
      'Failed to resolve module specifier "viem". Relative references must start with either "/", "./", or "../".',
    )
    expect(missingViemError(fakeBrowserError)).toBeInstanceOf(AppKitError)
    expect(missingViemError(new Error('Could not resolve "viem/utils"'))).toBeInstanceOf(
      AppKitError,
    )
  })

  it('any other error is not its business', () => {
    expect(missingViemError(fakeNodeModuleNotFound('@noble/curves'))).toBeUndefined()
    expect(missingViemError(fakeNodeModuleNotFound('viem-extra'))).toBeUndefined()
    expect(missingViemError(new Error('Signature is invalid (viem)'))).toBeUndefined()
    expect(missingViemError('viem')).toBeUndefined()
  })

  it('the range it names is the one in package.json', () => {
    expect(siwxManifest.peerDependencies.viem).toBe(VIEM_PEER_RANGE)
  })
})
