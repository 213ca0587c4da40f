import { type Address, getAddress } from 'viem'
import { badRequest } from '../blockchainApi/BlockchainApiError.js'
import { parseCaip10 } from '../blockchainApi/parseCaip10.js'
import { parseChainId } from '../blockchainApi/parseChainId.js'
import { MAX_SLIPPAGE_PERCENT } from './SWAP_DEFAULTS.js'

/**
 * The EVM address of a CAIP-10 id on the swap network ('eip155:10:0x…'). A malformed id is a
 * 400 'Invalid CAIP-10 address: {value}'; another network is a 400 with `unsupported`.
 */
export function parseSwapAccount(
  value: unknown,
  name: string,
  chainId: number,
  unsupported: string,
): Address {
  if (value === undefined || value === null || value === '') {
    throw badRequest(`'${name}' is required`)
  }
  if (typeof value !== 'string') throw badRequest(`'${name}' must be a CAIP-10 account id`)
  const { chain, address } = parseCaip10(value)
  if (chain.evmChainId !== chainId || address === undefined) throw badRequest(unsupported)
  return getAddress(address)
}

/** A CAIP-2 `chainId` parameter that must name the swap network, else a 400 with `unsupported`. */
export function parseSwapNetwork(value: unknown, chainId: number, unsupported: string): void {
  if (typeof value !== 'string' || value === '') throw badRequest("'chainId' is required")
  if (parseChainId(value).evmChainId !== chainId) throw badRequest(unsupported)
}

/** An amount in the token's smallest unit: a positive decimal integer. */
export function parseBaseUnits(value: unknown, name = 'amount'): bigint {
  if (typeof value !== 'string' || !/^[0-9]{1,78}$/.test(value) || BigInt(value) === 0n) {
    throw badRequest(`'${name}' must be a positive integer in the token's smallest unit`)
  }
  return BigInt(value)
}

/** The slippage tolerance in percent (number or decimal text), 0 to MAX_SLIPPAGE_PERCENT. */
export function parseSlippagePercent(value: unknown): number {
  const percent = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0) {
    throw badRequest("'eip155.slippage' must be a percentage, 0 or more")
  }
  if (percent > MAX_SLIPPAGE_PERCENT) {
    throw badRequest(`'eip155.slippage' must be at most ${MAX_SLIPPAGE_PERCENT}`)
  }
  return percent
}

/** `amountOut` less `slippagePercent` percent, rounded down: the least the swap may return. */
export function minimumAmountOut(amountOut: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}
