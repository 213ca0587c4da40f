import { checksumEvmAddress, parseCaipNetworkId } from '@appkit/kernel/validators'
import type { SiwxMessageData } from './SiwxMessageData.js'

/** EIP-4361 'nonce = 8*( ALPHA / DIGIT )'. */
const NONCE = /^[a-zA-Z0-9]{8,}$/
/** RFC 3339 date-time, the profile of ISO-8601 that EIP-4361 requires. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
/** RFC 3986 authority: optional userinfo, a host, an optional port; no scheme, path or spaces. */
const AUTHORITY = /^([^\s/?#@]+@)?(\[[0-9a-fA-F:.]+\]|[^\s/?#@:[\]]+)(:\d{1,5})?$/
const URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:\S*$/

function isDateTime(value: string): boolean {
  return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
}

function isChecksummedEvmAddress(address: string): boolean {
  try {
    return checksumEvmAddress(address) === address
  } catch {
    return false
  }
}

/**
 * What makes message data unfit to sign or to trust, in words, or undefined when it is fit:
 * the rules of EIP-4361 (which CAIP-122 shares), and checksummed addresses on eip155.
 */
export function findMessageDataProblem(data: SiwxMessageData): string | undefined {
  let namespace: string
  try {
    namespace = parseCaipNetworkId(data.chainId).chainNamespace
  } catch {
    return `chainId is not a CAIP-2 network id: ${String(data.chainId)}`
  }
  if (!AUTHORITY.test(data.domain)) return `domain is not an RFC 3986 authority: ${data.domain}`
  if (data.accountAddress.trim() === '' || /\s/.test(data.accountAddress)) {
    return 'accountAddress is empty or has spaces'
  }
  if (namespace === 'eip155' && !isChecksummedEvmAddress(data.accountAddress)) {
    return `accountAddress is not an EIP-55 checksummed address: ${data.accountAddress}`
  }
  if (data.statement !== undefined && (data.statement === '' || /[\r\n]/.test(data.statement))) {
    return 'statement must be a single, non-empty line (or left out)'
  }
  if (!URI.test(data.uri)) return `uri is not an RFC 3986 URI: ${data.uri}`
  if (data.version !== '1') return `version must be '1', not '${data.version}'`
  if (!NONCE.test(data.nonce)) return 'nonce must be at least 8 letters and digits'
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if (value !== undefined && !isDateTime(value)) {
      return `${field} is not an ISO-8601 (RFC 3339) date-time: ${value}`
    }
  }
  if (data.requestId !== undefined && /[\r\n]/.test(data.requestId)) {
    return 'requestId must be a single line'
  }
  for (const resource of data.resources ?? []) {
    if (!URI.test(resource)) return `resource is not an RFC 3986 URI: ${resource}`
  }
  return undefined
}
