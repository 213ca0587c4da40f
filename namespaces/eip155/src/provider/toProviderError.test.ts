import {
  AppKitError,
  InternalRpcError,
  UnknownRpcError,
  UserRejectedRequestError,
} from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { isUnrecognizedChainError } from './isUnrecognizedChainError.js'
import { toProviderError } from './toProviderError.js'

describe('toProviderError: wallet failures as the kernel typed errors', () => {
  it('maps 4001 to UserRejectedRequestError, keeping the wallet message as details', () => {
    const error = toProviderError({ code: 4001, message: 'User denied account access' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.details).toBe('User denied account access')
  })

  it('finds the code along the cause chain (viem wraps wallet errors)', () => {
    const wrapped = new Error('Transaction failed', {
      cause: new Error('inner', { cause: { code: 4001, message: 'rejected' } }),
    })
    expect(toProviderError(wrapped)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('maps JSON-RPC codes and unknown codes', () => {
    expect(toProviderError({ code: -32603, message: 'boom' })).toBeInstanceOf(InternalRpcError)
    expect(toProviderError({ code: 777, message: '?' })).toBeInstanceOf(UnknownRpcError)
  })

  it('wraps anything else as an AppKitError of the given category; AppKitErrors pass', () => {
    const plain = toProviderError(new Error('offline'), 'RPC_ERROR')
    expect(plain).toMatchObject({ shortMessage: 'offline', category: 'RPC_ERROR' })
    const original = new AppKitError('kept')
    expect(toProviderError(original)).toBe(original)
    expect(toProviderError('text')).toMatchObject({ shortMessage: 'text' })
  })
})

describe('isUnrecognizedChainError: spec §8 "4902 unrecognized chain"', () => {
  it('matches code 4902, also nested under data.originalError.code', () => {
    expect(isUnrecognizedChainError({ code: 4902, message: 'Unrecognized chain' })).toBe(true)
    expect(
      isUnrecognizedChainError({
        code: -32603,
        message: 'Internal',
        data: { originalError: { code: 4902 } },
      }),
    ).toBe(true)
    expect(isUnrecognizedChainError(new Error('x', { cause: { code: 4902, message: '' } }))).toBe(
      true,
    )
  })

  it('does not match other failures', () => {
    expect(isUnrecognizedChainError({ code: 4001, message: 'no' })).toBe(false)
    expect(isUnrecognizedChainError(new Error('x'))).toBe(false)
    expect(isUnrecognizedChainError(undefined)).toBe(false)
  })
})
