import { base, mainnet } from '@appkit/eip155/networks'
import { type AppKit, createAppKit } from '@appkit/kernel'

/** A kit for the hot-path figures: no namespace, no remote config, nothing on the network. */
export function createBenchKit(): AppKit {
  return createAppKit({
    projectId: 'appkit-local-project',
    networks: [mainnet, base],
    loadRemoteConfig: false,
  })
}
