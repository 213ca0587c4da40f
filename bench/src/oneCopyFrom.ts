import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * A Vite plugin resolving every import of `packages` (and their subpaths), whoever imports
 * them, as `folder`'s package.json would: one copy each in the bundle.
 */
export function oneCopyFrom(name: string, folder: string, packages: RegExp): Plugin {
  const anchor = join(folder, 'package.json')
  return {
    name,
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!packages.test(source) || importer === anchor) return null
      return this.resolve(source, anchor, { ...options, skipSelf: true })
    },
  }
}
