import { getSdkError } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { rejectionFor } from './rejectionFor.js'

describe('rejectionFor', () => {
  it('answers EIP-1193 methods with 4001 User rejected the request.', () => {
    for (const method of ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']) {
      expect(rejectionFor(method)).toEqual({ code: 4001, message: 'User rejected the request.' })
    }
  })

  it("answers other methods with WalletConnect's USER_REJECTED (5000)", () => {
    expect(rejectionFor('solana_signMessage')).toEqual({ code: 5000, message: 'User rejected.' })
    expect(getSdkError('USER_REJECTED').code).toBe(5000)
  })
})
