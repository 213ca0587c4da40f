import { describe, expect, it } from 'vitest'
import { isValidSendRequest, type SendRequest, validateSendRequest } from './validateSendRequest.js'

const RECEIVER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const USDC = { symbol: 'USDC', address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
const ETH = { symbol: 'ETH' }

function message(request: SendRequest): string | undefined {
  try {
    validateSendRequest(request)
    return undefined
  } catch (error) {
    return (error as { shortMessage?: string }).shortMessage
  }
}

describe('validateSendRequest', () => {
  it('"Send needs amount and receiver address"', () => {
    const required = 'An amount and receiver address are required'
    expect(message({ receiverAddress: RECEIVER, token: ETH })).toBe(required)
    expect(message({ amount: '', receiverAddress: RECEIVER, token: ETH })).toBe(required)
    expect(message({ amount: 0, receiverAddress: RECEIVER, token: ETH })).toBe(required)
    expect(message({ amount: '1', token: ETH })).toBe(required)
    expect(message({ amount: '1', receiverAddress: '  ', token: ETH })).toBe(required)
  })

  it('"a token" is required: "A token is required"', () => {
    expect(message({ amount: '1', receiverAddress: RECEIVER })).toBe('A token is required')
    expect(message({ amount: '1', receiverAddress: RECEIVER, token: null })).toBe(
      'A token is required',
    )
  })

  it('"a token contract address for token sends"', () => {
    const required = 'A token contract address is required'
    expect(message({ amount: '1', receiverAddress: RECEIVER, token: ETH, kind: 'token' })).toBe(
      required,
    )
    expect(
      message({ amount: '1', receiverAddress: RECEIVER, token: { symbol: 'USDC', address: '' } }),
    ).toBe(required)
  })

  it('rejects amounts that are not positive numbers', () => {
    for (const amount of ['-1', 'abc', '1e5', Number.NaN, -2, BigInt(-1)]) {
      expect(message({ amount, receiverAddress: RECEIVER, token: ETH })).toBe(
        'The amount must be a positive number',
      )
    }
  })

  it('resolves native and token sends from the token address', () => {
    expect(validateSendRequest({ amount: '0.5', receiverAddress: RECEIVER, token: ETH }).kind).toBe(
      'native',
    )
    expect(validateSendRequest({ amount: 2, receiverAddress: RECEIVER, token: USDC })).toEqual({
      amount: 2,
      receiverAddress: RECEIVER,
      token: USDC,
      kind: 'token',
    })
    expect(isValidSendRequest({ amount: BigInt(1), receiverAddress: RECEIVER, token: USDC })).toBe(
      true,
    )
  })
})
