import type { AppKit } from '@appkit/kernel'

/**
 * 'Add wallet': goes to Connect for another wallet when the multi-wallet gate is open; when it
 * is closed, shows the 'multi-wallet not enabled' info alert (spec §8) and stays. Returns
 * whether it navigated.
 */
export function addWallet(kit: Pick<AppKit, 'gates' | 'router'>): boolean {
  if (!kit.gates.requireMultiWallet()) return false
  return kit.router.push('Connect')
}
