import { createDomPrompt } from '../prompt.js'
import type { TestWalletPrompt, TestWalletStorage, TestWalletWindow } from '../types.js'
import {
  type CreateSolanaTestWalletOptions,
  createSolanaTestWallet,
  type SolanaTestWalletHandle,
} from './createSolanaTestWallet.js'
import { registerWallet } from './registerWallet.js'

export interface InstallSolanaTestWalletOptions
  extends Omit<CreateSolanaTestWalletOptions, 'prompt' | 'storage' | 'origin'> {
  /** Default globalThis.window. */
  window?: TestWalletWindow
  /** Default: the DOM approve/reject dialog. */
  prompt?: TestWalletPrompt
  /** Default: window.sessionStorage. */
  storage?: TestWalletStorage
}

export interface InstalledSolanaTestWallet extends Omit<SolanaTestWalletHandle, 'destroy'> {
  /** Unregisters the wallet, closes any open prompt and ends it. */
  uninstall(): void
}

/**
 * Installs the development Solana test wallet on a page: registered through Wallet Standard
 * (`wallet-standard:register-wallet`, and on every `wallet-standard:app-ready`), with the
 * approve/reject prompt for connecting, signing and sending.
 *
 * @example
 * installSolanaTestWallet({ chains: [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:8899' }] })
 */
export function installSolanaTestWallet(
  options: InstallSolanaTestWalletOptions,
): InstalledSolanaTestWallet {
  const window = options.window ?? (globalThis.window as TestWalletWindow | undefined)
  if (!window) throw new Error('installSolanaTestWallet: no window; pass options.window')
  const dom = options.prompt || !window.document ? undefined : createDomPrompt(window.document)
  const prompt = options.prompt ?? dom?.prompt ?? (async () => Boolean(options.autoApprove))
  let storage = options.storage
  try {
    storage ??= window.sessionStorage
  } catch {
    storage = undefined
  }
  const { destroy, ...handle } = createSolanaTestWallet({
    ...options,
    prompt,
    ...(storage ? { storage } : {}),
    ...(window.location ? { origin: window.location.origin } : {}),
  })
  const unregister = registerWallet(window, handle.wallet)
  let installed = true
  return {
    ...handle,
    uninstall() {
      if (!installed) return
      installed = false
      unregister()
      dom?.close()
      destroy()
    },
  }
}
