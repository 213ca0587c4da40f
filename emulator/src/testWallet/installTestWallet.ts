import { announceProvider } from './announceProvider.js'
import {
  type CreateTestWalletProviderOptions,
  createTestWalletProvider,
  type TestWalletHandle,
} from './createTestWalletProvider.js'
import { createUuid } from './createUuid.js'
import type { TestWalletFamily } from './FamilyWalletContext.js'
import { installFamilyTestWallets } from './installFamilyTestWallets.js'
import { createDomPrompt } from './prompt.js'
import { testWalletIcon } from './testWalletIcon.js'
import type {
  TestWalletInfo,
  TestWalletPrompt,
  TestWalletStorage,
  TestWalletWindow,
} from './types.js'

export interface InstallTestWalletOptions
  extends Omit<CreateTestWalletProviderOptions, 'prompt' | 'storage' | 'storageKey' | 'origin'> {
  /** Default 'AppKit Test Wallet'. */
  name?: string
  /** Default 'dev.appkit.testwallet'; also the sessionStorage key of the wallet's state. */
  rdns?: string
  /** A data: URI; default the wallet's SVG. */
  icon?: string
  /** Default globalThis.window. */
  window?: TestWalletWindow
  /** Also set window.ethereum (restored on uninstall). Default false. */
  legacyInjected?: boolean
  /** Default: the DOM approve/reject dialog. */
  prompt?: TestWalletPrompt
  /** Default: window.sessionStorage. */
  storage?: TestWalletStorage
  /** Other families' development wallets to install too (loaded on demand). Default none. */
  families?: readonly TestWalletFamily[]
}

export interface InstalledTestWallet extends Omit<TestWalletHandle, 'destroy'> {
  /** The EIP-6963 info announced. */
  info: TestWalletInfo
  /** Resolves once the wallets of `options.families` are on the page. */
  familiesReady: Promise<void>
  /** Stops announcing, closes any open prompt, ends the provider (4900), restores window.ethereum. */
  uninstall(): void
}

function sessionStorageOf(window: TestWalletWindow): TestWalletStorage | undefined {
  try {
    return window.sessionStorage
  } catch {
    // Reading sessionStorage throws where storage is blocked (sandboxed frames, some settings).
    return undefined
  }
}

function resolvePrompt(
  options: InstallTestWalletOptions,
  window: TestWalletWindow,
): { prompt: TestWalletPrompt; close?: () => void } {
  if (options.prompt) return { prompt: options.prompt }
  if (window.document) return createDomPrompt(window.document)
  if (options.autoApprove) return { prompt: async () => false }
  throw new Error(
    'installTestWallet: no document to show the prompt in; pass prompt or autoApprove',
  )
}

/**
 * Installs the development test wallet on a page: an EIP-6963 wallet holding the mnemonic's
 * test accounts on the given local chains, announced now and on every
 * eip6963:requestProvider, with an approve/reject prompt for connecting, signing, sending and
 * adding chains. For demos without an extension and for browser tests.
 *
 * @example
 * const wallet = installTestWallet({
 *   chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Hardhat' }],
 * })
 * // later
 * wallet.uninstall()
 */
export function installTestWallet(options: InstallTestWalletOptions): InstalledTestWallet {
  const window = options.window ?? (globalThis.window as TestWalletWindow | undefined)
  if (!window) throw new Error('installTestWallet: no window; pass options.window')
  const rdns = options.rdns ?? 'dev.appkit.testwallet'
  const { prompt, close } = resolvePrompt(options, window)
  const { destroy, ...handle } = createTestWalletProvider({
    ...options,
    prompt,
    storage: options.storage ?? sessionStorageOf(window),
    storageKey: rdns,
    origin: window.location?.origin,
  })
  const info: TestWalletInfo = {
    uuid: createUuid(),
    name: options.name ?? 'AppKit Test Wallet',
    icon: options.icon ?? testWalletIcon,
    rdns,
  }
  const stopAnnouncing = announceProvider({ target: window, info, provider: handle.provider })

  const hadEthereum = 'ethereum' in window
  const previousEthereum = window.ethereum
  if (options.legacyInjected) window.ethereum = handle.provider

  const familyStorage = options.storage ?? sessionStorageOf(window)
  const families = installFamilyTestWallets(options.families ?? [], {
    window,
    prompt: options.autoApprove ? async () => true : prompt,
    ...(familyStorage ? { storage: familyStorage } : {}),
    ...(window.location ? { origin: window.location.origin } : {}),
  })

  let installed = true
  return {
    ...handle,
    info,
    familiesReady: families.then(() => undefined),
    uninstall() {
      if (!installed) return
      installed = false
      void families.then(
        (uninstallFamilies) => uninstallFamilies(),
        () => undefined,
      )
      stopAnnouncing()
      close?.()
      destroy()
      if (options.legacyInjected && window.ethereum === handle.provider) {
        if (hadEthereum) window.ethereum = previousEthereum
        else delete window.ethereum
      }
    },
  }
}
