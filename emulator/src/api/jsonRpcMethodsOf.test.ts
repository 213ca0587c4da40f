import { describe, expect, it } from 'vitest'
import { jsonRpcMethodsOf } from './jsonRpcMethodsOf.js'

describe('jsonRpcMethodsOf', () => {
  it('reads the method of one call and of each call of a batch', () => {
    const one = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    expect(jsonRpcMethodsOf(Buffer.from(JSON.stringify(one)))).toEqual(['eth_chainId'])
    const batch = [one, { ...one, id: 2, method: 'eth_getBalance' }]
    expect(jsonRpcMethodsOf(Buffer.from(JSON.stringify(batch)))).toEqual([
      'eth_chainId',
      'eth_getBalance',
    ])
  })

  it('is empty for a body that is not JSON-RPC', () => {
    expect(jsonRpcMethodsOf(Buffer.from('{nope'))).toEqual([])
    expect(jsonRpcMethodsOf(Buffer.from('[1, null, {"method": 3}]'))).toEqual([])
  })
})
