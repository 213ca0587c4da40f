import { FrameError } from '../../frame/FrameError.js'
import { GRANT_PERMISSIONS_METHOD } from '../SESSION_METHODS.js'

interface FrameUser {
  /** The active address. */
  address: string
  preferredAccountType: 'eoa' | 'smartAccount'
}

interface Prepared {
  title: string
  details: string
  params: unknown[]
}

function isPrepared(value: unknown): value is Prepared {
  if (typeof value !== 'object' || value === null) return false
  const { title, details, params } = value as Record<string, unknown>
  return typeof title === 'string' && typeof details === 'string' && Array.isArray(params)
}

/**
 * wallet_grantPermissions / wallet_revokePermissions in the frame: refused at once (4100) when
 * the active account is not a smart account; otherwise the server checks the request and
 * describes it (nothing signed), the user approves that text, and the server runs it on chain.
 * A grant without `address` is for the active (smart) account.
 */
export async function handleSessionFrameRequest(input: {
  method: string
  params: readonly unknown[]
  chainId: number
  token: string
  user: FrameUser
  post: (path: string, body: unknown) => Promise<unknown>
  askUser: (shown: { title: string; details: string }) => Promise<void>
}): Promise<unknown> {
  const { method, chainId, token, user, post } = input
  if (method === GRANT_PERMISSIONS_METHOD && user.preferredAccountType !== 'smartAccount') {
    throw new FrameError('Smart sessions need a smart account', 4100)
  }
  const [first, ...rest] = input.params
  const params =
    method === GRANT_PERMISSIONS_METHOD &&
    typeof first === 'object' &&
    first !== null &&
    !Array.isArray(first) &&
    !('address' in first)
      ? [{ ...first, address: user.address }, ...rest]
      : input.params
  const prepared = await post('/v1/sessions/prepare', { token, chainId, method, params })
  if (!isPrepared(prepared)) throw new FrameError('Something went wrong')
  await input.askUser({ title: prepared.title, details: prepared.details })
  return post('/v1/sessions/run', { token, chainId, method, params: prepared.params })
}
