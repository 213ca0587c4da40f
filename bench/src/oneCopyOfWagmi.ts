import type { Plugin } from 'vite'
import { oneCopyFrom } from './oneCopyFrom.js'
import { BENCH_DIR } from './paths.js'

/** What a wagmi app bundles beside its modal: wagmi, its core and connectors, React Query. */
export const WAGMI_PACKAGES = [
  'wagmi',
  '@wagmi/core',
  '@wagmi/connectors',
  '@tanstack/react-query',
  '@tanstack/query-core',
] as const

const pattern = new RegExp(`^(${WAGMI_PACKAGES.join('|')})(/.*)?$`)

/**
 * Resolves the WAGMI_PACKAGES from bench/node_modules for every importer, the versions the peers
 * are pinned to. Without it @appkit/wagmi (a workspace, resolved to interop/wagmi/dist) would
 * bundle its own development copy of @wagmi/core (3.x) beside the app's wagmi 2.
 */
export function oneCopyOfWagmi(): Plugin {
  return oneCopyFrom('bench:one-copy-of-wagmi', BENCH_DIR, pattern)
}
