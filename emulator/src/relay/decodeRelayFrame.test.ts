import { describe, expect, it } from 'vitest'
import { decodeRelayFrame } from './decodeRelayFrame.js'
import { encodeRelayFrame } from './encodeRelayFrame.js'

describe('decodeRelayFrame', () => {
  it('reads a request, keeping a 19-digit id exact', () => {
    const frame = decodeRelayFrame(
      '{"id":1776000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
    )
    expect(frame).toEqual({
      kind: 'request',
      id: 1776000000000000123n,
      method: 'irn_subscribe',
      params: { topic: 't' },
    })
    if (frame.kind !== 'request') throw new Error('expected a request')
    expect(encodeRelayFrame({ id: frame.id, result: true })).toBe(
      '{"jsonrpc":"2.0","id":1776000000000000123,"result":true}',
    )
  })

  it('keeps string ids as strings', () => {
    expect(decodeRelayFrame('{"id":"17","jsonrpc":"2.0","method":"m"}')).toMatchObject({
      kind: 'request',
      id: '17',
    })
  })

  it('reads a delivery acknowledgement as a response', () => {
    expect(decodeRelayFrame('{"id":5,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: 5,
      result: true,
    })
  })

  it.each([
    ['not json', 'not json', -32700],
    ['an array', '[1,2]', -32600],
    ['no jsonrpc', '{"id":1,"method":"m"}', -32600],
    ['no id', '{"jsonrpc":"2.0","method":"m"}', -32600],
    ['an empty method', '{"id":1,"jsonrpc":"2.0","method":""}', -32600],
    ['neither method nor result', '{"id":1,"jsonrpc":"2.0"}', -32600],
  ])('answers %s with a JSON-RPC error code, never throws', (_name, text, code) => {
    expect(decodeRelayFrame(text)).toMatchObject({ kind: 'invalid', code })
  })
})
