import type { Hex, TypedDataDefinition } from 'viem'
import { invalidParamsError } from '../ProviderRpcError.js'
import type { TestWalletContext } from './TestWalletContext.js'
import { toProviderRpcError } from './toProviderRpcError.js'

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

/**
 * eth_signTypedData_v4 [address, typedData]: needs a connected account (4100 otherwise),
 * asks the user ('Sign typed data: <primaryType> for <domain name>'), then signs EIP-712 with
 * the local account. Typed data may be a JSON string or an object.
 */
export async function signTypedData(context: TestWalletContext, params: unknown): Promise<Hex> {
  const [address, raw] = Array.isArray(params) ? params : []
  const account = context.requireAccount(address)
  const typedData = parseTypedData(raw)
  await context.confirm('eth_signTypedData_v4', params)
  try {
    return await account.signTypedData(typedData)
  } catch (error) {
    throw toProviderRpcError(error, -32602)
  }
}
