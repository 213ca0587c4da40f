/** The fields of a CAIP-122 / EIP-4361 sign-in message, as the siwx plugin sends them. */
export interface AuthMessageData {
  accountAddress: string
  /** CAIP-2, e.g. 'eip155:1', 'solana:5eykt4…', 'bip122:000000000019d6689c085ae165831e93'. */
  chainId: string
  domain: string
  uri: string
  version: string
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** A sign-in session as the siwx plugin sends it (spec §3: data, message, signature, cacao). */
export interface AuthSession {
  data: AuthMessageData
  message: string
  /** eip155: 0x hex; solana: base58 (or base64); bip122: base64. */
  signature: string
  cacao?: unknown
}

const REQUIRED_FIELDS = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'issuedAt',
] as const
const OPTIONAL_FIELDS = ['expirationTime', 'notBefore', 'statement', 'requestId'] as const

const HEX = /^0x[0-9a-fA-F]+$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** The signature encodings each namespace's wallets answer with. */
const SIGNATURE_ENCODINGS: Readonly<Record<string, readonly RegExp[]>> = {
  eip155: [HEX],
  solana: [BASE58, BASE64],
  bip122: [BASE64],
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A field's text when it is a string on one line: a line break inside a field could make one
 * message read as another set of fields.
 */
function singleLine(value: unknown): string | undefined {
  return typeof value === 'string' && !/[\r\n\u2028\u2029]/.test(value) ? value : undefined
}

function decodeData(value: unknown): AuthMessageData | undefined {
  if (!isRecord(value)) return undefined
  const data: Record<string, unknown> = {}
  for (const key of REQUIRED_FIELDS) {
    const text = singleLine(value[key])
    if (text === undefined || text === '') return undefined
    data[key] = text
  }
  for (const key of OPTIONAL_FIELDS) {
    if (value[key] === undefined) continue
    const text = singleLine(value[key])
    if (text === undefined) return undefined
    data[key] = text
  }
  if (value.resources !== undefined) {
    if (!Array.isArray(value.resources)) return undefined
    const resources = value.resources.map(singleLine)
    if (resources.some((resource) => resource === undefined)) return undefined
    data.resources = resources
  }
  return data as unknown as AuthMessageData
}

/**
 * A request body decoded as a session, or undefined when it has not a session's shape: the
 * message fields (only those; anything else is dropped), the message text, and a signature in
 * an encoding its namespace's wallets use. The content is verified separately.
 */
export function decodeAuthSession(value: unknown): AuthSession | undefined {
  if (!isRecord(value) || typeof value.message !== 'string') return undefined
  const data = decodeData(value.data)
  const { signature } = value
  if (!data || typeof signature !== 'string') return undefined
  const encodings = SIGNATURE_ENCODINGS[data.chainId.split(':')[0] ?? ''] ?? [HEX]
  if (!encodings.some((encoding) => encoding.test(signature))) return undefined
  return {
    data,
    message: value.message,
    signature,
    ...(value.cacao === undefined ? {} : { cacao: value.cacao }),
  }
}
