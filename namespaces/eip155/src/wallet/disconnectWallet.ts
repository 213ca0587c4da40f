import { DISCONNECT_TIMEOUT_MS } from '@appkit/kernel'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'

/**
 * Revokes the site's account permission (`wallet_revokePermissions`) where the wallet supports
 * it. Never fails and never hangs: an error (4200 unsupported, a rejection) is ignored, and it
 * stops waiting after `timeoutMs` (spec §9 'disconnect waits at most 3 s').
 */
export async function disconnectWallet(
  provider: Eip1193Provider,
  timeoutMs: number = DISCONNECT_TIMEOUT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  const revoke = Promise.resolve()
    .then(() =>
      provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    )
    .then(
      () => undefined,
      () => undefined,
    )
  try {
    await Promise.race([revoke, timeout])
  } finally {
    clearTimeout(timer)
  }
}
