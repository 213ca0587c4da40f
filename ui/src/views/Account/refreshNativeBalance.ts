import type { AppKit } from '@appkit/kernel'
import type { ToastStore } from '../../toasts/createToastStore.js'
import { tokenBalancesMessages as m } from '../shared/tokenBalancesMessages.js'

/**
 * The Account view's native balance read. Its failure is the 'Token Balance Unavailable' toast,
 * once per outage: when the token list (or an earlier native read) already announced the
 * outage, nothing more is shown. Never rejects.
 */
export function refreshNativeBalance(
  kit: Pick<AppKit, 'refreshBalance' | 'balances' | 'i18n'>,
  toasts: Pick<ToastStore, 'show'>,
): Promise<void> {
  return kit.refreshBalance().catch(() => {
    if (kit.balances.outage.failed('native')) toasts.show('error', kit.i18n.t(m.unavailable))
  })
}
