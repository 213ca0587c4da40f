import type { FamilyWalletContext } from '../FamilyWalletContext.js'
import { createCosmosTestWallet } from './createCosmosTestWallet.js'

/** Sets `window.keplr` to the cosmos test wallet; returns the uninstall (restores the global). */
export function installCosmosTestWallet(context: FamilyWalletContext): () => void {
  const target = context.window as { keplr?: unknown }
  const { keplr } = createCosmosTestWallet({
    prompt: context.prompt,
    ...(context.storage ? { storage: context.storage } : {}),
    ...(context.origin ? { origin: context.origin } : {}),
  })
  const had = 'keplr' in target
  const previous = target.keplr
  target.keplr = keplr
  return () => {
    if (target.keplr !== keplr) return
    if (had) target.keplr = previous
    else delete target.keplr
  }
}
