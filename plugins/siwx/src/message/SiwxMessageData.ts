import type { CaipNetworkId } from '@appkit/kernel'

/**
 * The fields of a sign-in message (spec §3; CAIP-122, which EIP-4361 specialises for eip155).
 * Times are ISO-8601 (RFC 3339) text, so what was signed is exactly what is stored.
 */
export interface SiwxMessageData {
  /** The signing account; EIP-55 checksummed on eip155. */
  accountAddress: string
  /** The network as a CAIP-2 id, e.g. 'eip155:1'; the message shows its reference. */
  chainId: CaipNetworkId
  /** The site asking (RFC 3986 authority, e.g. 'example.com' or '127.0.0.1:5173'). */
  domain: string
  /** The resource the sign-in is for (RFC 3986 URI). */
  uri: string
  /** Always '1'. */
  version: string
  /** At least 8 alphanumeric characters, used once. */
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  /** One line for the person signing; no line breaks. */
  statement?: string
  requestId?: string
  resources?: readonly string[]
}

/** A CACAO (CAIP-74) of the sign-in, when a server issues one. */
export interface SiwxCacao {
  h: { t: string }
  p: Readonly<Record<string, unknown>>
  s: { t: string; s: string; m?: string }
}

/** A signed-in session (spec §3): the message's data, its text, the signature, optionally a CACAO. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: SiwxCacao
}
