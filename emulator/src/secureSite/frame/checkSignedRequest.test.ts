import { describe, expect, it } from 'vitest'
import { checkSignedRequest } from './checkSignedRequest.js'

const eoa = '0x1111111111111111111111111111111111111111'
const smart = '0x2222222222222222222222222222222222222222'
const accounts = [
  { address: eoa, type: 'eoa' as const },
  { address: smart, type: 'smartAccount' as const },
]
const base = { requestChainId: 31337, frameChainId: 31337, accounts, activeAddress: smart }
const calls = [{ to: eoa, value: '0x1' }]

describe('checkSignedRequest (before the approval screen)', () => {
  it("S2: a request for another chain than the frame's (the one the approval screen shows) is refused", () => {
    expect(() =>
      checkSignedRequest({
        ...base,
        requestChainId: 1,
        method: 'personal_sign',
        params: ['0x68656c6c6f', eoa],
      }),
    ).toThrow(
      expect.objectContaining({
        code: 4901,
        message: 'The request is for chain 1, but the wallet is on chain 31337',
      }),
    )
  })

  it('C6: wallet_sendCalls without `from` is from the active account (EIP-5792 lets it be left out)', () => {
    expect(
      checkSignedRequest({ ...base, method: 'wallet_sendCalls', params: [{ calls }] }),
    ).toEqual([{ calls, from: smart }])
  })

  it('C6: wallet_sendCalls from the EOA (or defaulted to an active EOA) is refused (4200) before the user is asked', () => {
    const refused = expect.objectContaining({ code: 4200 })
    expect(() =>
      checkSignedRequest({ ...base, method: 'wallet_sendCalls', params: [{ from: eoa, calls }] }),
    ).toThrow(refused)
    expect(() =>
      checkSignedRequest({
        ...base,
        activeAddress: eoa,
        method: 'wallet_sendCalls',
        params: [{ calls }],
      }),
    ).toThrow(refused)
  })

  it("a request from an address that is not one of the user's accounts is refused (4100)", () => {
    const stranger = '0x3333333333333333333333333333333333333333'
    expect(() =>
      checkSignedRequest({ ...base, method: 'eth_signTypedData_v4', params: [stranger, '{}'] }),
    ).toThrow(expect.objectContaining({ code: 4100 }))
  })

  it('a request from either account, on the same chain, passes unchanged', () => {
    const params = [{ from: eoa.toUpperCase().replace('0X', '0x'), to: smart, value: '0x1' }]
    expect(checkSignedRequest({ ...base, method: 'eth_sendTransaction', params })).toBe(params)
  })
})
