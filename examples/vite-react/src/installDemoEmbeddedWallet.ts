import type { AppKit } from '@appkit/kernel'
import { demoConfig } from './demoConfig.js'

/** `?embeddedWallet=1` adds email login through the emulator's secure site; without it, nothing. */
export function isEmbeddedWalletOn(params: URLSearchParams): boolean {
  return params.get('embeddedWallet') === '1'
}

/** The embedded wallet, loaded only when asked for (a chunk of its own). */
export async function installDemoEmbeddedWallet(kit: AppKit): Promise<void> {
  const { embeddedWallet } = await import('@appkit/embedded-wallet')
  kit.use(embeddedWallet({ secureSiteUrl: demoConfig.secureSiteUrl }))
}
