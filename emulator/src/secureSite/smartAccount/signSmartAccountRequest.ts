import {
  type Address,
  type Hex,
  hashMessage,
  hashTypedData,
  isAddress,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import { SignRequestError } from '../signRequest.js'
import type { SmartAccountRelayer } from './createSmartAccountRelayer.js'
import type { SmartAccountCall } from './smartAccountSignatures.js'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const invalid = (what: string) => new SignRequestError(`Invalid ${what}`, -32602)

/** The address a signing request says it comes from (the one the wallet must sign with). */
export function requestSender(method: string, params: readonly unknown[]): string | undefined {
  const [first, second] = params
  if (method === 'personal_sign') return typeof second === 'string' ? second : undefined
  if (method === 'eth_signTypedData_v4') return typeof first === 'string' ? first : undefined
  if (method === 'eth_sendTransaction' || method === 'wallet_sendCalls') {
    return isRecord(first) && typeof first.from === 'string' ? first.from : undefined
  }
  return undefined
}

function quantity(value: unknown): bigint {
  if (value === undefined || value === null) return 0n
  if (typeof value === 'string' && isHex(value)) return BigInt(value)
  throw invalid('value')
}

/** One call of eth_sendTransaction or wallet_sendCalls, checked. */
function callOf(raw: unknown): SmartAccountCall {
  if (!isRecord(raw) || typeof raw.to !== 'string' || !isAddress(raw.to)) throw invalid('call')
  if (raw.data !== undefined && !(typeof raw.data === 'string' && isHex(raw.data)))
    throw invalid('data')
  return { to: raw.to, value: quantity(raw.value), data: (raw.data as Hex | undefined) ?? '0x' }
}

/**
 * An approved request from the owner's smart account (spec §6 account types), signed with the
 * owner key inside the secure site: personal_sign and eth_signTypedData_v4 answer signatures
 * ERC-1271 accepts for the smart account (ERC-6492-wrapped while it is not deployed);
 * eth_sendTransaction and wallet_sendCalls (EIP-5792, `{ id }`) run as one batch through the
 * relayer. The caller has checked that the request's sender is this smart account.
 */
export async function signSmartAccountRequest(input: {
  owner: LocalAccount
  account: Address
  method: string
  params: readonly unknown[]
  chainId: number
  relayer: SmartAccountRelayer
}): Promise<unknown> {
  const { owner, params, chainId, relayer } = input
  switch (input.method) {
    case 'personal_sign': {
      const [message] = params
      if (typeof message !== 'string') throw invalid('message')
      const hash = hashMessage(isHex(message) ? { raw: message } : message)
      return relayer.signHash(owner, chainId, hash)
    }
    case 'eth_signTypedData_v4': {
      const [, raw] = params
      const data: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
      if (!isRecord(data) || !isRecord(data.types)) throw invalid('typed data')
      const { EIP712Domain: _domain, ...types } = data.types
      const hash = hashTypedData({ ...(data as object), types } as TypedDataDefinition)
      return relayer.signHash(owner, chainId, hash)
    }
    case 'eth_sendTransaction':
      return relayer.execute(owner, chainId, [callOf(params[0])])
    case 'wallet_sendCalls': {
      const [request] = params
      if (!isRecord(request) || !Array.isArray(request.calls) || request.calls.length === 0) {
        throw invalid('calls')
      }
      if (request.chainId !== undefined && quantity(request.chainId) !== BigInt(chainId)) {
        throw new SignRequestError('Chain is not supported', 4901)
      }
      return { id: await relayer.execute(owner, chainId, request.calls.map(callOf)) }
    }
    default:
      throw new SignRequestError('Requested RPC call is not allowed', 4200)
  }
}
