import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { getMaxSendAmount } from './getMaxSendAmount.js'

const FROM = '0x1111111111111111111111111111111111111111'
const TO = '0x2222222222222222222222222222222222222222'

/** TEST DOUBLE: the chain's read methods, answering fixed gas figures and recording calls. */
function createGasReader(answers: Record<string, unknown>) {
  const calls: [ChainNamespace, string, unknown][] = []
  return {
    calls,
    request: async (namespace: ChainNamespace, method: string, params?: unknown) => {
      calls.push([namespace, method, params])
      return answers[method]
    },
  }
}

describe('getMaxSendAmount (the Max button)', () => {
  it('native on EVM leaves the gas: balance - estimate gas * gas price', async () => {
    // 21000 gas at 1 gwei = 0.000021 ETH
    const reader = createGasReader({ eth_estimateGas: '0x5208', eth_gasPrice: '0x3b9aca00' })
    const max = await getMaxSendAmount({
      token: { quantity: { decimals: '18', numeric: '1' } },
      namespace: 'eip155',
      from: FROM,
      to: TO,
      request: reader.request,
    })
    expect(max).toBe('0.999979')
    expect(reader.calls).toContainEqual([
      'eip155',
      'eth_estimateGas',
      [{ from: FROM, to: TO, value: '0x0' }],
    ])
  })

  it('estimates a transfer to the sender when no receiver is known yet, and never goes below 0', async () => {
    const reader = createGasReader({ eth_estimateGas: '0x5208', eth_gasPrice: '0xe8d4a51000' })
    const max = await getMaxSendAmount({
      token: { quantity: { decimals: '18', numeric: '0.001' } },
      namespace: 'eip155',
      from: FROM,
      request: reader.request,
    })
    expect(max).toBe('0')
    expect(reader.calls[0]?.[2]).toEqual([{ from: FROM, to: FROM, value: '0x0' }])
  })

  it('for tokens max = full balance (no gas read)', async () => {
    const reader = createGasReader({})
    const max = await getMaxSendAmount({
      token: { address: 'eip155:31337:0xabc', quantity: { decimals: '6', numeric: '9999.5' } },
      namespace: 'eip155',
      from: FROM,
      request: reader.request,
    })
    expect(max).toBe('9999.5')
    expect(reader.calls).toEqual([])
  })

  it('native SOL leaves the 5000-lamport signature fee', async () => {
    const max = await getMaxSendAmount({
      token: { quantity: { decimals: '9', numeric: '2' } },
      namespace: 'solana',
      from: 'sender',
      request: createGasReader({}).request,
    })
    expect(max).toBe('1.999995')
  })

  it('a malformed gas answer is refused rather than guessed', async () => {
    const reader = createGasReader({ eth_estimateGas: 21000, eth_gasPrice: '0x1' })
    await expect(
      getMaxSendAmount({
        token: { quantity: { decimals: '18', numeric: '1' } },
        namespace: 'eip155',
        from: FROM,
        request: reader.request,
      }),
    ).rejects.toThrowError('Invalid eth_estimateGas result: 21000')
  })
})
