/** A sign-in session as the siwx plugin sends it (spec §3: data, message, signature, cacao). */
export interface AuthSession {
  data: {
    accountAddress: string
    chainId: string
    domain: string
    nonce: string
    [field: string]: unknown
  }
  message: string
  signature: `0x${string}`
  cacao?: unknown
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether a request body has a session's shape (its content is verified separately). */
export function isAuthSession(value: unknown): value is AuthSession {
  if (!isRecord(value) || !isRecord(value.data)) return false
  const { data } = value
  return (
    typeof value.message === 'string' &&
    typeof value.signature === 'string' &&
    /^0x[0-9a-fA-F]*$/.test(value.signature) &&
    ['accountAddress', 'chainId', 'domain', 'nonce'].every((key) => typeof data[key] === 'string')
  )
}
