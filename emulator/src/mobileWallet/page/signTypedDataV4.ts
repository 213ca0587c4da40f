import { type Hex, isAddress, isAddressEqual, type TypedDataDefinition } from 'viem'
import { toProviderRpcError } from '../../testWallet/methods/toProviderRpcError.js'
import { invalidParamsError, unauthorizedError } from '../../testWallet/ProviderRpcError.js'
import type { WalletRequestContext } from './WalletRequestContext.js'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseTypedData(raw: unknown): TypedDataDefinition {
  let data = raw
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw)
    } catch {
      throw invalidParamsError('typed data is not valid JSON')
    }
  }
  if (
    !isRecord(data) ||
    !isRecord(data.types) ||
    typeof data.primaryType !== 'string' ||
    !isRecord(data.message) ||
    (data.domain !== undefined && !isRecord(data.domain))
  ) {
    throw invalidParamsError('typed data must be { types, primaryType, domain, message }')
  }
  return data as unknown as TypedDataDefinition
}

/** eth_signTypedData_v4 [address, typedData]: EIP-712 signature; typed data as JSON or object. */
export async function signTypedDataV4(
  context: WalletRequestContext,
  params: unknown,
): Promise<Hex> {
  const [address, raw] = Array.isArray(params) ? params : []
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw invalidParamsError('eth_signTypedData_v4 needs the signing address')
  }
  if (!isAddressEqual(address, context.evm.address)) throw unauthorizedError()
  const typedData = parseTypedData(raw)
  try {
    return await context.evm.signTypedData(typedData)
  } catch (error) {
    throw toProviderRpcError(error, -32602)
  }
}
