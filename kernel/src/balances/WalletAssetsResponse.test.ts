import { describe, expect, it } from 'vitest'
import { decodeUnknownSync } from '../pipelines/decodeUnknown.js'
import { WalletAssetsResponse } from './WalletAssetsResponse.js'

const asset = {
  address: '0x0000000000000000000000000000000000000000',
  balance: '0x1',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 1, iconUrl: '' },
}

const decode = (answer: unknown) =>
  decodeUnknownSync(WalletAssetsResponse, answer, 'wallet_getAssets')

describe('WalletAssetsResponse: wallet_getAssets answers assets by hex chain id', () => {
  it('decodes the assets of each chain id', () => {
    expect(decode({ '0x1': [asset], '0x7a69': [] })).toEqual({ '0x1': [asset], '0x7a69': [] })
  })

  it("untrusted input is refused with its documented message, never thrown past the boundary: a '__proto__' key leaves the decoded object a plain one", () => {
    const answer = JSON.parse(`{"__proto__":[${JSON.stringify(asset)}],"0x1":[]}`) as unknown
    const decoded = decode(answer)
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype)
    expect(Object.keys(decoded)).toEqual(['0x1'])
    expect(decoded['0x1']).toEqual([])
  })

  it("a '__proto__' key is checked like any other: a bad value is 'Invalid data received from wallet_getAssets.'", () => {
    const answer = JSON.parse('{"__proto__":[{"address":1}],"0x1":[]}') as unknown
    expect(() => decode(answer)).toThrow(
      expect.objectContaining({
        category: 'VALIDATION_ERROR',
        shortMessage: 'Invalid data received from wallet_getAssets.',
      }),
    )
  })
})
