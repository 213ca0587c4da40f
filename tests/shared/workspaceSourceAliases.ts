import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { publicPackages } from '../../scripts/workspacePackages.mjs'

export interface SourceAlias {
  find: RegExp
  replacement: string
}

/**
 * Vite aliases that resolve every public package's entry points (`@appkit/kernel`,
 * `@appkit/kernel/storage`, …) to their TypeScript sources instead of dist/. For suites that
 * import package internals by path (the fuzz suite): with the aliases, those internals and the
 * packages they import are one module graph, so a class such as AppKitError is one class, not a
 * source copy and a compiled copy that `instanceof` tells apart.
 */
export function workspaceSourceAliases(root: string): SourceAlias[] {
  return publicPackages(root).flatMap(({ dir, manifest }) =>
    Object.entries((manifest.exports ?? {}) as Record<string, unknown>).flatMap(
      ([subpath, target]) => {
        const compiled =
          typeof target === 'object' && target ? (target as { import?: string }).import : undefined
        if (!compiled?.startsWith('./dist/')) return []
        const base = join(dir, compiled.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, ''))
        const source = [`${base}.ts`, `${base}.tsx`].find((file) => existsSync(file))
        if (!source) return []
        const name = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`
        return [{ find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`), replacement: source }]
      },
    ),
  )
}
