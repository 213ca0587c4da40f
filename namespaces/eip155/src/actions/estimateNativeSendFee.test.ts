import { describe, expect, it } from 'vitest'
import { estimateNativeSendFee } from './estimateNativeSendFee.js'

const FROM = '0x1111111111111111111111111111111111111111'
const TO = '0x2222222222222222222222222222222222222222'
const GWEI = 1_000_000_000n

/** TEST DOUBLE: the chain's read methods, answering fixed gas figures and recording calls. */
function createGasReader(answers: Record<string, unknown>) {
  const calls: [string, unknown][] = []
  return {
    calls,
    request: async (method: string, params?: unknown) => {
      calls.push([method, params])
      return answers[method]
    },
  }
}

describe('estimateNativeSendFee (what the Max of a native EVM send leaves)', () => {
  it('on a legacy EVM chain (no baseFeePerGas): estimate gas * gas price * 1.2 (viem rule)', async () => {
    // 21000 gas at 1 gwei * 1.2 = 0.0000252 ETH
    const reader = createGasReader({
      eth_getBlockByNumber: { number: '0x1' },
      eth_estimateGas: '0x5208',
      eth_gasPrice: '0x3b9aca00',
    })
    const fee = await estimateNativeSendFee({ from: FROM, to: TO, request: reader.request })
    expect(fee).toBe(21_000n * ((GWEI * 12n) / 10n))
    expect(reader.calls).toContainEqual(['eth_getBlockByNumber', ['latest', false]])
    expect(reader.calls).toContainEqual(['eth_estimateGas', [{ from: FROM, to: TO, value: '0x0' }]])
  })

  it('on an EIP-1559 chain: gas limit * maxFeePerGas, maxFeePerGas = baseFee * 1.2 + eth_maxPriorityFeePerGas', async () => {
    // base fee 1 gwei, tip 1 gwei: maxFeePerGas 2.2 gwei; 21000 gas = 0.0000462 ETH. The legacy
    // eth_gasPrice (1.1 gwei here) would leave too little for the wallet's balance check.
    const reader = createGasReader({
      eth_getBlockByNumber: { number: '0x1', baseFeePerGas: '0x3b9aca00' },
      eth_maxPriorityFeePerGas: '0x3b9aca00',
      eth_estimateGas: '0x5208',
      eth_gasPrice: '0x4190ab00',
    })
    const fee = await estimateNativeSendFee({ from: FROM, to: TO, request: reader.request })
    expect(fee).toBe(46_200_000_000_000n)
    expect(reader.calls.map(([method]) => method)).not.toContain('eth_gasPrice')
  })

  it('a node without eth_maxPriorityFeePerGas: the tip is gas price - base fee (never below 0)', async () => {
    const request = async (method: string) => {
      if (method === 'eth_maxPriorityFeePerGas') throw new Error('Method not found')
      return {
        eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' },
        eth_estimateGas: '0x5208',
        // 1.5 gwei: the tip is 0.5 gwei, maxFeePerGas 1.7 gwei, fee 0.0000357 ETH
        eth_gasPrice: '0x59682f00',
      }[method]
    }
    expect(await estimateNativeSendFee({ from: FROM, to: FROM, request })).toBe(35_700_000_000_000n)
  })

  it('a malformed gas answer is refused rather than guessed', async () => {
    const reader = createGasReader({ eth_estimateGas: 21000, eth_gasPrice: '0x1' })
    await expect(
      estimateNativeSendFee({ from: FROM, to: FROM, request: reader.request }),
    ).rejects.toThrowError('Invalid eth_estimateGas result: 21000')
  })
})
