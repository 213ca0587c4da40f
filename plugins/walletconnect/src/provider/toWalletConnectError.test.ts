import { AppKitError, UserRejectedRequestError } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { isRejection, toWalletConnectError } from './toWalletConnectError.js'

describe('toWalletConnectError', () => {
  it('maps a declined session proposal (WalletConnect 5000, a plain object) to 4001', () => {
    const error = toWalletConnectError({ code: 5000, message: 'User rejected.' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect((error as UserRejectedRequestError).details).toBe('User rejected.')
  })

  it('maps rejected methods, chains and events (5001-5003) and EIP-1193 4001 too', () => {
    for (const code of [4001, 5001, 5002, 5003]) {
      expect(toWalletConnectError({ code, message: 'no' })).toBeInstanceOf(UserRejectedRequestError)
    }
  })

  it('passes other failures unchanged', () => {
    const failure = new Error('relay down')
    expect(toWalletConnectError(failure)).toBe(failure)
    const coded = { code: -32000, message: 'insufficient funds' }
    expect(toWalletConnectError(coded)).toBe(coded)
  })

  it('isRejection finds the code anywhere on the cause chain', () => {
    const wrapped = new AppKitError('Failed to connect', { cause: { code: 5000, message: 'x' } })
    expect(isRejection(wrapped)).toBe(true)
    expect(isRejection(new AppKitError('Modal closed'))).toBe(false)
    expect(isRejection(undefined)).toBe(false)
  })
})
