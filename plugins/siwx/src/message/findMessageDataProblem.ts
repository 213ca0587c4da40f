import { checksumEvmAddress, parseCaipNetworkId } from '@appkit/kernel/validators'
import { BLOCKCHAIN_NAMES } from './BLOCKCHAIN_NAMES.js'
import type { SiwxMessageData } from './SiwxMessageData.js'

/** EIP-4361 'nonce = 8*( ALPHA / DIGIT )'. */
const NONCE = /^[a-zA-Z0-9]{8,}$/
/** RFC 3339 date-time, the profile of ISO-8601 that EIP-4361 requires. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
/**
 * RFC 3986 authority: optional userinfo, a host, an optional port; no scheme, path or spaces.
 * ASCII only (RFC 3986 has no other characters): a control or bidi character in the domain
 * would let a site show the signer one name and sign another.
 */
const AUTHORITY =
  /^([-a-zA-Z0-9._~!$&'()*+,;=:%]+@)?(\[[0-9a-fA-F:.]+\]|[-a-zA-Z0-9._~!$&'()*+,;=%]+)(:\d{1,5})?$/
/** RFC 3986 URI: a scheme, then only the characters RFC 3986 allows (ASCII, no spaces). */
const URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:[-a-zA-Z0-9._~:/?#[\]@!$&'()*+,;=%]*$/
/** Line and bidi controls: they break a line or hide text (besides C0 and C1 controls). */
const FORMAT_CONTROLS = new Set([
  0x2028, 0x2029, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068,
  0x2069,
])

/** Whether the text holds a character a signer would not see as written (a control character). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || FORMAT_CONTROLS.has(code)) return true
  }
  return false
}

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
  // Any family may be registered, but a message names its chain: only the profiles we know.
  if (!Object.hasOwn(BLOCKCHAIN_NAMES, namespace)) {
    return `chainId is of a family with no sign-in message profile: ${namespace}`
  }
  if (!AUTHORITY.test(data.domain)) return `domain is not an RFC 3986 authority: ${data.domain}`
  if (
    data.accountAddress.trim() === '' ||
    /\s/.test(data.accountAddress) ||
    hasControlCharacter(data.accountAddress)
  ) {
    return 'accountAddress is empty or has spaces or control characters'
  }
  if (namespace === 'eip155' && !isChecksummedEvmAddress(data.accountAddress)) {
    return `accountAddress is not an EIP-55 checksummed address: ${data.accountAddress}`
  }
  if (
    data.statement !== undefined &&
    (data.statement === '' || hasControlCharacter(data.statement))
  ) {
    return 'statement must be a single, non-empty line without control characters (or left out)'
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
  if (data.requestId !== undefined && hasControlCharacter(data.requestId)) {
    return 'requestId must be a single line without control characters'
  }
  for (const resource of data.resources ?? []) {
    if (!URI.test(resource)) return `resource is not an RFC 3986 URI: ${resource}`
  }
  return undefined
}
