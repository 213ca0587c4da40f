import { describe, expect, it } from 'vitest'
import { BASE_FEE_MULTIPLIER, estimateEvmFeePerGas } from './estimateEvmFeePerGas.js'

/**
 * TEST DOUBLE: a node answering each method from `answers`; a missing one fails as the node's
 * -32601 'Method not found' would.
 */
async function node(answers: Record<string, unknown>) {
  const methods: string[] = []
  const read = async (method: string, _params: unknown[]) => {
    methods.push(method)
    if (!(method in answers)) throw new Error(`Method ${method} not found`)
    return answers[method]
  }
  return { read, methods }
}

const GWEI = 1_000_000_000n

describe('estimateEvmFeePerGas (the fee per gas the Max amount leaves)', () => {
  it("viem's default base fee multiplier is 1.2", () => {
    expect(Number(BASE_FEE_MULTIPLIER.numerator) / Number(BASE_FEE_MULTIPLIER.denominator)).toBe(
      1.2,
    )
  })

  it('EIP-1559 (latest block has baseFeePerGas): maxFeePerGas = baseFee * 1.2 + eth_maxPriorityFeePerGas', async () => {
    const { read, methods } = await node({
      eth_getBlockByNumber: { number: '0x5', baseFeePerGas: '0x342770c0' }, // 0.875 gwei
      eth_maxPriorityFeePerGas: '0x3b9aca00', // 1 gwei
      eth_gasPrice: '0x6fc23ac0', // 1.875 gwei: what legacy pricing would have used
    })
    expect(await estimateEvmFeePerGas(read)).toBe((875_000_000n * 12n) / 10n + GWEI)
    expect(methods).toEqual(['eth_getBlockByNumber', 'eth_maxPriorityFeePerGas'])
  })

  it('a node without eth_maxPriorityFeePerGas (-32601): the tip is eth_gasPrice - baseFee', async () => {
    const { read } = await node({
      eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' }, // 1 gwei
      eth_gasPrice: '0x77359400', // 2 gwei
    })
    expect(await estimateEvmFeePerGas(read)).toBe((GWEI * 12n) / 10n + GWEI)
  })

  it('a legacy chain (no baseFeePerGas): eth_gasPrice * 1.2', async () => {
    const { read, methods } = await node({
      eth_getBlockByNumber: { number: '0x5' },
      eth_gasPrice: '0x3b9aca00',
    })
    expect(await estimateEvmFeePerGas(read)).toBe((GWEI * 12n) / 10n)
    expect(methods).not.toContain('eth_maxPriorityFeePerGas')
  })

  it('a malformed base fee is refused rather than guessed', async () => {
    const { read } = await node({ eth_getBlockByNumber: { baseFeePerGas: 7 } })
    await expect(estimateEvmFeePerGas(read)).rejects.toThrowError(
      'Invalid eth_getBlockByNumber baseFeePerGas result: 7',
    )
  })
})
