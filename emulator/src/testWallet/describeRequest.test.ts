import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.js'

const eth = { symbol: 'ETH', decimals: 18 }
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('describeRequest', () => {
  it("summarises connecting as 'Connect'", () => {
    expect(
      describeRequest({ method: 'eth_requestAccounts', params: [], nativeCurrency: eth }),
    ).toBe('Connect')
  })

  it("summarises personal_sign as 'Sign message: <text>', decoding printable hex", () => {
    expect(
      describeRequest({
        method: 'personal_sign',
        params: ['0x68656c6c6f', to],
        nativeCurrency: eth,
      }),
    ).toBe('Sign message: hello')
    expect(
      describeRequest({ method: 'personal_sign', params: ['0xff', to], nativeCurrency: eth }),
    ).toBe('Sign message: 0xff')
  })

  it("summarises a transfer as 'Send 0.01 ETH to 0x…'", () => {
    const params = [{ from: to, to, value: '0x2386f26fc10000' }]
    expect(describeRequest({ method: 'eth_sendTransaction', params, nativeCurrency: eth })).toBe(
      `Send 0.01 ETH to ${to}`,
    )
  })

  it('names the called function selector and contract deployments', () => {
    const call = [{ to, data: '0xa9059cbb000000' }]
    expect(
      describeRequest({ method: 'eth_sendTransaction', params: call, nativeCurrency: eth }),
    ).toBe(`Send 0 ETH to ${to} and call 0xa9059cbb`)
    const deploy = [{ data: '0x6080', value: '0x0' }]
    expect(
      describeRequest({ method: 'eth_sendTransaction', params: deploy, nativeCurrency: eth }),
    ).toBe('Deploy a contract, sending 0 ETH')
  })

  it('uses the chain currency symbol and decimals', () => {
    const params = [{ to, value: '0x5f5e100' }]
    expect(
      describeRequest({
        method: 'eth_sendTransaction',
        params,
        nativeCurrency: { symbol: 'TST', decimals: 8 },
      }),
    ).toBe(`Send 1 TST to ${to}`)
  })

  it('summarises typed data by primary type and domain name', () => {
    const data = { primaryType: 'Permit', domain: { name: 'USDC' }, types: {}, message: {} }
    expect(
      describeRequest({
        method: 'eth_signTypedData_v4',
        params: [to, JSON.stringify(data)],
        nativeCurrency: eth,
      }),
    ).toBe('Sign typed data: Permit for USDC')
    expect(
      describeRequest({ method: 'eth_signTypedData_v4', params: [to, '{'], nativeCurrency: eth }),
    ).toBe('Sign typed data')
  })

  it('still summarises malformed untrusted params', () => {
    expect(describeRequest({ method: 'personal_sign', params: null, nativeCurrency: eth })).toBe(
      'Sign message: ',
    )
    expect(
      describeRequest({
        method: 'eth_sendTransaction',
        params: [{ to, value: 1.5 }],
        nativeCurrency: eth,
      }),
    ).toBe(`Send 0 ETH to ${to}`)
    expect(
      describeRequest({ method: 'wallet_addEthereumChain', params: 'x', nativeCurrency: eth }),
    ).toBe('Add network unknown and switch to it')
  })

  it('lists the calls of a wallet_sendCalls bundle, at most five', () => {
    const calls = [
      { to, value: '0x2386f26fc10000' },
      { to, data: '0xa9059cbb000000' },
    ]
    expect(
      describeRequest({ method: 'wallet_sendCalls', params: [{ calls }], nativeCurrency: eth }),
    ).toBe(
      `Send 2 calls as separate transactions: 1. Send 0.01 ETH to ${to}; 2. Send 0 ETH to ${to} and call 0xa9059cbb`,
    )
    const many = Array.from({ length: 7 }, () => ({ to }))
    expect(
      describeRequest({
        method: 'wallet_sendCalls',
        params: [{ calls: many }],
        nativeCurrency: eth,
      }),
    ).toMatch(
      /^Send 7 calls as separate transactions: 1\. .*; 5\. Send 0 ETH to 0x[0-9a-fA-F]+; … and 2 more$/,
    )
    expect(describeRequest({ method: 'wallet_sendCalls', params: [], nativeCurrency: eth })).toBe(
      'Send calls',
    )
  })
})
