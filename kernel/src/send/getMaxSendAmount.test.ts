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
  it('native on a legacy EVM chain (no baseFeePerGas) leaves estimate gas * gas price * 1.2 (viem rule)', async () => {
    // 21000 gas at 1 gwei * 1.2 = 0.0000252 ETH
    const reader = createGasReader({
      eth_getBlockByNumber: { number: '0x1' },
      eth_estimateGas: '0x5208',
      eth_gasPrice: '0x3b9aca00',
    })
    const max = await getMaxSendAmount({
      token: { quantity: { decimals: '18', numeric: '1' } },
      namespace: 'eip155',
      from: FROM,
      to: TO,
      request: reader.request,
    })
    expect(max).toBe('0.9999748')
    expect(reader.calls).toContainEqual(['eip155', 'eth_getBlockByNumber', ['latest', false]])
    expect(reader.calls).toContainEqual([
      'eip155',
      'eth_estimateGas',
      [{ from: FROM, to: TO, value: '0x0' }],
    ])
  })

  it('native on an EIP-1559 chain leaves gas limit * maxFeePerGas, maxFeePerGas = baseFee * 1.2 + eth_maxPriorityFeePerGas', async () => {
    // base fee 1 gwei, tip 1 gwei: maxFeePerGas 2.2 gwei; 21000 gas = 0.0000462 ETH. The legacy
    // eth_gasPrice (1.1 gwei here) would leave too little for the wallet's balance check.
    const reader = createGasReader({
      eth_getBlockByNumber: { number: '0x1', baseFeePerGas: '0x3b9aca00' },
      eth_maxPriorityFeePerGas: '0x3b9aca00',
      eth_estimateGas: '0x5208',
      eth_gasPrice: '0x4190ab00',
    })
    const max = await getMaxSendAmount({
      token: { quantity: { decimals: '18', numeric: '1' } },
      namespace: 'eip155',
      from: FROM,
      to: TO,
      request: reader.request,
    })
    expect(max).toBe('0.9999538')
    expect(reader.calls.map(([, method]) => method)).not.toContain('eth_gasPrice')
  })

  it('a node without eth_maxPriorityFeePerGas: the tip is gas price - base fee (never below 0)', async () => {
    const reader = {
      request: async (_namespace: ChainNamespace, method: string) => {
        if (method === 'eth_maxPriorityFeePerGas') throw new Error('Method not found')
        return {
          eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' },
          eth_estimateGas: '0x5208',
          // 1.5 gwei: the tip is 0.5 gwei, maxFeePerGas 1.7 gwei, fee 0.0000357 ETH
          eth_gasPrice: '0x59682f00',
        }[method]
      },
    }
    const max = await getMaxSendAmount({
      token: { quantity: { decimals: '18', numeric: '1' } },
      namespace: 'eip155',
      from: FROM,
      request: reader.request,
    })
    expect(max).toBe('0.9999643')
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
