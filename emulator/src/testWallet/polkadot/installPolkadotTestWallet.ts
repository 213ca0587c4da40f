import type { FamilyWalletContext } from '../FamilyWalletContext.js'
import { createPolkadotTestWallet, POLKADOT_TEST_WALLET_NAME } from './createPolkadotTestWallet.js'

/** Adds the polkadot test wallet to `window.injectedWeb3`; returns the uninstall. */
export function installPolkadotTestWallet(context: FamilyWalletContext): () => void {
  const target = context.window as { injectedWeb3?: Record<string, unknown> }
  const { extension } = createPolkadotTestWallet({
    prompt: context.prompt,
    ...(context.storage ? { storage: context.storage } : {}),
    ...(context.origin ? { origin: context.origin } : {}),
  })
  target.injectedWeb3 ??= {}
  const registry = target.injectedWeb3
  registry[POLKADOT_TEST_WALLET_NAME] = extension
  return () => {
    if (registry[POLKADOT_TEST_WALLET_NAME] === extension)
      delete registry[POLKADOT_TEST_WALLET_NAME]
  }
}
