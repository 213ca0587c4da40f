import { describe, expect, it } from 'vitest'
import type { RequestEntry } from '../session/DevtoolsSession.js'
import { requestOutcome, requestStatus, requestTitle } from './describeRequest.js'

const base: RequestEntry = {
  key: 'k',
  id: 1,
  source: 'eip155:31337',
  kind: 'json-rpc',
  method: 'POST',
  url: 'http://127.0.0.1:8545/?projectId=p',
  startedAt: 0,
  state: 'ok',
}

describe('describeRequest (what an RPC row shows)', () => {
  it('names JSON-RPC calls by their methods and HTTP calls by method and path', () => {
    expect(requestTitle({ ...base, rpcMethods: ['eth_chainId', 'eth_blockNumber'] })).toBe(
      'eth_chainId, eth_blockNumber',
    )
    expect(
      requestTitle({
        ...base,
        kind: 'http',
        method: 'GET',
        url: 'http://api.test/appkit/v1/config?x=1',
      }),
    ).toBe('GET /appkit/v1/config')
  })

  it('shows a wallet answer as is (the transaction hash), a JSON-RPC result, a batch count or the error', () => {
    const hash = `0x${'12'.repeat(32)}`
    expect(requestOutcome({ ...base, source: 'wallet:x', response: hash })).toBe(hash)
    expect(requestOutcome({ ...base, response: { jsonrpc: '2.0', id: 1, result: '0x7a69' } })).toBe(
      '0x7a69',
    )
    const answer = (id: number) => ({ jsonrpc: '2.0', id, result: `0x${id}` })
    expect(requestOutcome({ ...base, response: [answer(1), answer(2)] })).toBe('2 answers')
    expect(requestOutcome({ ...base, response: [answer(1)] })).toBe('0x1')
    expect(requestOutcome({ ...base, source: 'wallet:x', response: ['0xa', '0xb'] })).toBe(
      '["0xa","0xb"]',
    )
    expect(
      requestOutcome({
        ...base,
        state: 'error',
        error: { $error: 'X', shortMessage: 'User rejected' },
      }),
    ).toBe('User rejected')
    expect(requestOutcome({ ...base, state: 'pending' })).toBe('')
    expect(requestStatus({ ...base, status: 200 })).toBe('ok 200')
    expect(requestStatus({ ...base, state: 'pending' })).toBe('pending')
  })
})
