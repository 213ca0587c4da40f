import type { I18n } from '@appkit/kernel'
import type { ToastStore } from '../../toasts/createToastStore.js'
import { copyAddressMessages as m } from './copyAddressMessages.js'

const ENGLISH: Pick<I18n, 't'> = { t: (descriptor) => descriptor.message }

/** Copies an address to the clipboard and says whether it worked, in a toast (in `i18n`'s locale). */
export async function copyAddress(
  address: string,
  toasts: Pick<ToastStore, 'show'>,
  i18n: Pick<I18n, 't'> = ENGLISH,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(address)
    toasts.show('success', i18n.t(m.copied))
  } catch {
    toasts.show('error', i18n.t(m.failed))
  }
}
