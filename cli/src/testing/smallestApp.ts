import type { CreateOptions } from '../resolveCreateOptions.js'

/** The smallest app create-appkit writes: Vite + React, eip155 on Hardhat, no feature. */
export function smallestApp(dir: string): CreateOptions {
  return {
    dir,
    template: 'vite-react',
    namespaces: ['eip155'],
    networks: ['hardhat'],
    features: [],
    adapter: 'none',
    projectId: 'appkit-local-project',
    packageManager: 'npm',
  }
}
