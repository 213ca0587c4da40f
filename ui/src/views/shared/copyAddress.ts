import type { ToastStore } from '../../toasts/createToastStore.js'

/** Copies an address to the clipboard and says whether it worked, in a toast. */
export async function copyAddress(
  address: string,
  toasts: Pick<ToastStore, 'show'>,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(address)
    toasts.show('success', 'Address copied')
  } catch {
    toasts.show('error', 'Could not copy the address')
  }
}
