import { AppKitError } from '@appkit/kernel'

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/

/**
 * Not in the spec: viem's default base-fee multiplier (`estimateFeesPerGas`: a chain's
 * `fees.baseFeeMultiplier`, else 1.2), the rule viem-based wallets fill their fees with.
 */
export const BASE_FEE_MULTIPLIER = Object.freeze({ numerator: 12n, denominator: 10n })

/** A JSON-RPC read on the active EVM network (`(method, params) => ctx.request('eip155', ...)`). */
export type EvmRead = (method: string, params: unknown[]) => Promise<unknown>

/** A node's hex quantity answer as a bigint; anything else is refused, never guessed. */
export function hexQuantity(value: unknown, method: string): bigint {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) {
    throw new AppKitError(`Invalid ${method} result: ${String(value)}`, {
      category: 'VALIDATION_ERROR',
    })
  }
  return BigInt(value)
}

const multiply = (value: bigint) =>
  (value * BASE_FEE_MULTIPLIER.numerator) / BASE_FEE_MULTIPLIER.denominator

async function priorityFee(read: EvmRead, baseFee: bigint): Promise<bigint> {
  try {
    return hexQuantity(await read('eth_maxPriorityFeePerGas', []), 'eth_maxPriorityFeePerGas')
  } catch {
    // A node without eth_maxPriorityFeePerGas: the tip is what the gas price pays over the base fee.
    const gasPrice = hexQuantity(await read('eth_gasPrice', []), 'eth_gasPrice')
    return gasPrice > baseFee ? gasPrice - baseFee : 0n
  }
}

/**
 * The most a wallet will charge per gas, the figure it checks the balance against (gas limit x
 * this + value). On an EIP-1559 chain (the latest block has `baseFeePerGas`) it is maxFeePerGas
 * = base fee x 1.2 + eth_maxPriorityFeePerGas; otherwise the legacy gas price x 1.2. Both as
 * viem's `estimateFeesPerGas` computes them by default.
 *
 * @example const fee = await estimateEvmFeePerGas((method, params) => ctx.request('eip155', method, params))
 */
export async function estimateEvmFeePerGas(read: EvmRead): Promise<bigint> {
  const block = await read('eth_getBlockByNumber', ['latest', false])
  const baseFeePerGas =
    typeof block === 'object' && block !== null
      ? (block as { baseFeePerGas?: unknown }).baseFeePerGas
      : undefined
  if (baseFeePerGas !== undefined && baseFeePerGas !== null) {
    const baseFee = hexQuantity(baseFeePerGas, 'eth_getBlockByNumber baseFeePerGas')
    return multiply(baseFee) + (await priorityFee(read, baseFee))
  }
  return multiply(hexQuantity(await read('eth_gasPrice', []), 'eth_gasPrice'))
}
