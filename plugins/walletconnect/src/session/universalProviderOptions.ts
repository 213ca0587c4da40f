import type { AppKitMetadata } from '@appkit/kernel'
import type { UniversalProviderOpts } from '@walletconnect/universal-provider'

export interface UniversalProviderOptionsInput {
  projectId: string
  /** The relay (the context's `urls.relay`, or the plugin's `relayUrl`). */
  relayUrl: string
  metadata?: AppKitMetadata
  /** Keeps two kits on one page apart: the library's storage keys and its shared core. */
  storagePrefix: string
  /** The library's log level (pino): default 'error'. */
  logLevel?: string
  /** Where the library keeps pairings and sessions; default its own (IndexedDB in browsers). */
  storage?: UniversalProviderOpts['storage']
}

/**
 * The options `UniversalProvider.init` gets, so that nothing reaches walletconnect.org/com or
 * reown.com: our relay (default relay.walletconnect.org), telemetry off (else events go to
 * pulse.walletconnect.org), no provider ping on the HTTP RPC connections, and a storage prefix
 * of our own (the library also caches one core per prefix on `globalThis`). Verify
 * (verify.walletconnect.org) has no option: `watchVerify` points it at the plugin's `verifyUrl`.
 * Chain reads use each session namespace's `rpcMap` (see buildOptionalNamespaces).
 */
export function universalProviderOptions(
  input: UniversalProviderOptionsInput,
): UniversalProviderOpts {
  return {
    projectId: input.projectId,
    relayUrl: input.relayUrl,
    telemetryEnabled: false,
    disableProviderPing: true,
    customStoragePrefix: input.storagePrefix,
    logger: input.logLevel ?? 'error',
    ...(input.metadata
      ? {
          metadata: {
            name: input.metadata.name,
            description: input.metadata.description,
            url: input.metadata.url,
            icons: [...input.metadata.icons],
          },
        }
      : {}),
    ...(input.storage ? { storage: input.storage } : {}),
  }
}
