import type { Plugin } from 'vite'
import { oneCopyFrom } from './oneCopyFrom.js'
import { REPO_ROOT } from './paths.js'

/** The packages every app shares: one copy each, whoever imports them. */
export const SHARED_PACKAGES = /^(react|react-dom|viem)(\/.*)?$/

/**
 * Resolves React, React DOM and viem (and their subpaths) from the repository root's
 * node_modules for every importer: ours, the peers installed under bench/node_modules and the
 * baseline all bundle the same single copy, so their sizes differ only by what they add.
 */
export function oneCopyOfSharedPackages(): Plugin {
  return oneCopyFrom('bench:one-copy-of-shared-packages', REPO_ROOT, SHARED_PACKAGES)
}
