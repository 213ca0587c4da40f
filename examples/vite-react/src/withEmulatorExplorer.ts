import type { CaipNetwork } from '@appkit/kernel'
import { demoConfig } from './demoConfig.js'

/** The network with the emulator's block explorer, so transaction links open a real page. */
export function withEmulatorExplorer<N extends CaipNetwork>(network: N): N {
  return {
    ...network,
    blockExplorers: {
      default: { name: 'Emulator explorer', url: `${demoConfig.apiUrl}/explorer/${network.id}` },
    },
  }
}
