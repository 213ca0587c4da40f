import { describe, expect, it } from 'vitest'
import { buildMeldUrl } from './buildMeldUrl.js'

const base = {
  url: 'http://127.0.0.1:4100/onramp/checkout?chainId=31337',
  publicKey: 'key-1',
  walletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  externalCustomerId: 'project-1',
}

describe('buildMeldUrl', () => {
  it("extends the meld URL with 'publicKey, destinationCurrencyCode, walletAddress and externalCustomerId'", () => {
    const url = new URL(buildMeldUrl({ ...base, namespace: 'eip155' }))
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4100/onramp/checkout')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chainId: '31337',
      publicKey: 'key-1',
      destinationCurrencyCode: 'USDC',
      walletAddress: base.walletAddress,
      externalCustomerId: 'project-1',
    })
  })

  it("uses 'destinationCurrencyCode SOL on Solana, else USDC'", () => {
    const solana = new URL(buildMeldUrl({ ...base, namespace: 'solana' }))
    expect(solana.searchParams.get('destinationCurrencyCode')).toBe('SOL')
    const evm = new URL(buildMeldUrl({ ...base, namespace: 'eip155' }))
    expect(evm.searchParams.get('destinationCurrencyCode')).toBe('USDC')
  })

  it('refuses a checkout address that is not http or https (it would run in the opening page)', () => {
    for (const url of ['javascript:alert(1)//x', 'data:text/html,x', 'file:///x']) {
      expect(() => buildMeldUrl({ ...base, url, namespace: 'eip155' }), url).toThrowError(
        'not an http or https URL',
      )
    }
  })
})
