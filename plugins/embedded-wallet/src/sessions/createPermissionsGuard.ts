import { AppKitError, SECOND_MS } from '@appkit/kernel'
import {
  type PermissionsGuard,
  SMART_SESSIONS_NOT_ENABLED_MESSAGE,
} from '../provider/createEmbeddedWalletProvider.js'
import { decodePermissionsParams } from './decodePermissionsParams.js'

export interface PermissionsGuardOptions {
  /** The smartSessions feature, read at each request (remote configuration may change it). */
  enabled: () => boolean
  /** The wallet's current chain. */
  chainId: () => number
  /** Milliseconds; default Date.now. */
  now?: () => number
}

/**
 * The page's gate for ERC-7715 requests (spec §6 'smartSessions', default off): with the
 * feature off they are refused with 4200 'Smart sessions are not enabled'; on, a malformed one
 * is refused with -32602 naming the field; either way before anything reaches the secure frame.
 */
export function createPermissionsGuard(options: PermissionsGuardOptions): PermissionsGuard {
  const now = options.now ?? Date.now
  return (method, params) => {
    if (!options.enabled()) {
      throw new AppKitError(SMART_SESSIONS_NOT_ENABLED_MESSAGE, {
        category: 'PROVIDER_ERROR',
        code: 4200,
      })
    }
    return decodePermissionsParams(method, params, {
      now: Math.floor(now() / SECOND_MS),
      chainId: options.chainId(),
    })
  }
}
