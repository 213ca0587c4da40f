import { type Address, type Hex, isAddress, isHex } from 'viem'
import { invalidParamsError } from '../ProviderRpcError.js'

/** An eth_sendTransaction request after validation. */
export interface ParsedTransactionRequest {
  from: unknown
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  chainId?: bigint
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function quantity(transaction: Record<string, unknown>, key: string): bigint | undefined {
  const value = transaction[key]
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  throw invalidParamsError(`${key} must be a hexadecimal quantity`)
}

/**
 * Validates the transaction object of eth_sendTransaction [tx]: `to` an address when given,
 * `data` (or `input`) hex, and value, gas, nonce and fee fields hexadecimal quantities. `from`
 * is checked against the wallet's accounts by the caller (4100).
 */
export function parseTransactionRequest(params: unknown): ParsedTransactionRequest {
  const transaction = Array.isArray(params) ? params[0] : undefined
  if (!isRecord(transaction)) throw invalidParamsError('eth_sendTransaction expects [transaction]')
  const { to } = transaction
  if (
    to !== undefined &&
    to !== null &&
    (typeof to !== 'string' || !isAddress(to, { strict: false }))
  ) {
    throw invalidParamsError('to must be an address')
  }
  const data = transaction.data ?? transaction.input
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) {
    throw invalidParamsError('data must be a hex string')
  }
  const nonce = quantity(transaction, 'nonce')
  const parsed: ParsedTransactionRequest = {
    from: transaction.from,
    to: typeof to === 'string' ? to : undefined,
    value: quantity(transaction, 'value'),
    data: typeof data === 'string' ? (data as Hex) : undefined,
    gas: quantity(transaction, 'gas') ?? quantity(transaction, 'gasLimit'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    gasPrice: quantity(transaction, 'gasPrice'),
    maxFeePerGas: quantity(transaction, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(transaction, 'maxPriorityFeePerGas'),
    chainId: quantity(transaction, 'chainId'),
  }
  if (parsed.gasPrice !== undefined && parsed.maxFeePerGas !== undefined) {
    throw invalidParamsError('give either gasPrice or maxFeePerGas, not both')
  }
  return parsed
}
