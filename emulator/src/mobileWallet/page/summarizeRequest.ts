import { decodePersonalMessage } from '../../testWallet/decodePersonalMessage.js'
import { describeRequest } from '../../testWallet/describeRequest.js'
import { decodeBase58 } from './base58.js'

const ETHER = { symbol: 'ETH', decimals: 18 }

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}

function at(params: unknown, index: number): unknown {
  return Array.isArray(params) ? params[index] : undefined
}

function describeSwitch(params: unknown): string {
  const chainId = field(at(params, 0), 'chainId')
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]{1,15}$/.test(chainId)) {
    return 'Switch network (no valid chain id)'
  }
  return `Switch to chain ${Number.parseInt(chainId, 16)} (${chainId})`
}

function describeSolanaMessage(params: unknown): string {
  const message = field(params, 'message')
  if (typeof message !== 'string') return 'Sign message (no message)'
  try {
    const bytes = decodeBase58(message)
    const hex = `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
    return `Sign message: ${decodePersonalMessage(hex)}`
  } catch {
    return 'Sign message (not base58)'
  }
}

function describe(method: string, params: unknown): string {
  switch (method) {
    case 'eth_sign': {
      const message = at(params, 1)
      return `Sign message: ${typeof message === 'string' ? decodePersonalMessage(message) : ''}`
    }
    case 'wallet_switchEthereumChain':
      return describeSwitch(params)
    case 'solana_signMessage':
      return describeSolanaMessage(params)
    case 'solana_signTransaction':
      return 'Sign a Solana transaction'
    default:
      return describeRequest({ method, params, nativeCurrency: ETHER })
  }
}

export interface SummarizeRequestParameters {
  method: string
  /** Untrusted: straight from the dapp. */
  params: unknown
  /** CAIP-2 chain the request is for, e.g. 'eip155:31337'. */
  chainId: string
}

/**
 * The lines the wallet page shows for a request before the user approves it: what and where
 * ('personal_sign on eip155:31337'), then what it does ('Sign message: hello',
 * 'Send 0.01 ETH to 0x…', 'Switch to chain 1337 (0x539)'). Every field of the params is
 * checked first, so a malformed request still gets a summary; the page puts the lines in the
 * DOM as text only.
 *
 * @example
 * summarizeRequest({ method: 'personal_sign', params: ['0x6869', '0xf39F…'], chainId: 'eip155:31337' })
 * // ['personal_sign on eip155:31337', 'Sign message: hi']
 */
export function summarizeRequest({
  method,
  params,
  chainId,
}: SummarizeRequestParameters): string[] {
  return [`${method} on ${chainId}`, describe(method, params)]
}
