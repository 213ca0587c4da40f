/** The channel every message of the protocol carries. */
export const CHANNEL = 'appkit:embedded-wallet'

export type HostRequest =
  | { id: string; type: 'CONNECT_EMAIL'; payload: { email: string } }
  | { id: string; type: 'CONNECT_OTP'; payload: { email: string; otp: string } }
  | { id: string; type: 'CONNECT_DEVICE'; payload: { email: string; code: string } }
  | { id: string; type: 'GET_SOCIAL_REDIRECT_URI'; payload: { provider: string } }
  | { id: string; type: 'CONNECT_SOCIAL'; payload: { state: string; code: string } }
  | { id: string; type: 'GET_USER'; payload: Record<string, never> }
  | { id: string; type: 'GET_FARCASTER_URI'; payload: Record<string, never> }
  | { id: string; type: 'CONNECT_FARCASTER'; payload: Record<string, never> }
  | { id: string; type: 'SIGN_OUT'; payload: Record<string, never> }
  | { id: string; type: 'RPC_ABORT'; payload: Record<string, never> }
  | { id: string; type: 'RELOAD'; payload: Record<string, never> }
  | { id: string; type: 'IS_CONNECTED' | 'GET_CHAIN_ID'; payload: Record<string, never> }
  | { id: string; type: 'GET_SMART_ACCOUNT_NETWORKS'; payload: Record<string, never> }
  | { id: string; type: 'SET_PREFERRED_ACCOUNT'; payload: { type: 'eoa' | 'smartAccount' } }
  | { id: string; type: 'SYNC_THEME'; payload: { themeMode: 'light' | 'dark'; accent?: string } }
  | { id: string; type: 'SYNC_DAPP_DATA'; payload: { name?: string; projectId: string } }
  | { id: string; type: 'SWITCH_NETWORK'; payload: { chainId: number } }
  | { id: string; type: 'UPDATE_EMAIL'; payload: { email: string } }
  | {
      id: string
      type: 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP'
      payload: { otp: string }
    }
  | {
      id: string
      type: 'RPC_REQUEST'
      payload: { method: string; params: readonly unknown[]; chainId: number }
    }

/** A colour the frame may apply: hex, or rgb()/hsl() with plain numbers (nothing else parses). */
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([0-9.,%\s]+\))$/i

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const isText = (value: unknown, max = 320): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

const isChainId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/**
 * The secure side's schema of what the host may send: `{ channel, kind: 'request', id, type,
 * payload }` with a payload shaped for its type. Anything else is undefined (ignored).
 */
export function decodeHostRequest(data: unknown): HostRequest | undefined {
  if (!isRecord(data) || data.channel !== CHANNEL || data.kind !== 'request') return undefined
  const { id, type, payload } = data
  if (!isText(id, 64) || id.length < 8 || !isRecord(payload)) return undefined
  switch (type) {
    case 'CONNECT_EMAIL':
      return isText(payload.email) ? { id, type, payload: { email: payload.email } } : undefined
    case 'CONNECT_OTP':
      return isText(payload.email) && isText(payload.otp, 16)
        ? { id, type, payload: { email: payload.email, otp: payload.otp } }
        : undefined
    case 'CONNECT_DEVICE':
      return isText(payload.email) && isText(payload.code, 16)
        ? { id, type, payload: { email: payload.email, code: payload.code } }
        : undefined
    case 'GET_SOCIAL_REDIRECT_URI':
      return isText(payload.provider, 20)
        ? { id, type, payload: { provider: payload.provider } }
        : undefined
    case 'CONNECT_SOCIAL':
      return isText(payload.state, 64) && isText(payload.code, 64)
        ? { id, type, payload: { state: payload.state, code: payload.code } }
        : undefined
    case 'UPDATE_EMAIL':
      return isText(payload.email) ? { id, type, payload: { email: payload.email } } : undefined
    case 'UPDATE_EMAIL_PRIMARY_OTP':
    case 'UPDATE_EMAIL_SECONDARY_OTP':
      return isText(payload.otp, 16) ? { id, type, payload: { otp: payload.otp } } : undefined
    case 'GET_USER':
    case 'GET_FARCASTER_URI':
    case 'CONNECT_FARCASTER':
    case 'SIGN_OUT':
    case 'RPC_ABORT':
    case 'RELOAD':
    case 'IS_CONNECTED':
    case 'GET_CHAIN_ID':
    case 'GET_SMART_ACCOUNT_NETWORKS':
      return { id, type, payload: {} }
    case 'SET_PREFERRED_ACCOUNT':
      return payload.type === 'eoa' || payload.type === 'smartAccount'
        ? { id, type, payload: { type: payload.type } }
        : undefined
    case 'SYNC_THEME': {
      const { themeMode, accent } = payload
      if (themeMode !== 'light' && themeMode !== 'dark') return undefined
      if (accent !== undefined && !(typeof accent === 'string' && COLOR.test(accent)))
        return undefined
      return { id, type, payload: accent === undefined ? { themeMode } : { themeMode, accent } }
    }
    case 'SYNC_DAPP_DATA':
      if (!isText(payload.projectId, 100)) return undefined
      if (payload.name !== undefined && !isText(payload.name, 100)) return undefined
      return {
        id,
        type,
        payload:
          payload.name === undefined
            ? { projectId: payload.projectId }
            : { projectId: payload.projectId, name: payload.name },
      }
    case 'SWITCH_NETWORK':
      return isChainId(payload.chainId)
        ? { id, type, payload: { chainId: payload.chainId } }
        : undefined
    case 'RPC_REQUEST':
      return isText(payload.method, 100) &&
        Array.isArray(payload.params) &&
        isChainId(payload.chainId)
        ? {
            id,
            type,
            payload: { method: payload.method, params: payload.params, chainId: payload.chainId },
          }
        : undefined
    default:
      return undefined
  }
}
