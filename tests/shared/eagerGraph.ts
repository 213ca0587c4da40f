import { readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A static, value-carrying import or re-export at the start of a line: `import x from 'm'`,
 * `import { a, b } from 'm'` (over several lines too), `import * as n from 'm'`, `import 'm'`,
 * `export { a } from 'm'`, `export * from 'm'`. `import type` and `export type` are left out, and
 * `import()` is an expression, so lazy imports never match. The clause before `from` only admits
 * names, braces and `*`, so an `export const ...` line cannot run on into the next statement.
 */
const STATIC_IMPORT =
  /^(?:import|export)\s+(?!type\s)(?:(?:[\w$]+\s*,?\s*)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})?\s*from\s*)?['"]([^'"]+)['"]/gm

export interface EagerGraph {
  /** Local files reached, the entry included, relative to the entry's folder: `views/SwapView.tsx`. */
  modules: Set<string>
  /** Bare specifiers imported on the way: `effect`, `@appkit/kernel`, `node:fs`. */
  packages: Set<string>
}

/**
 * What loading `entry` loads before any `import()` runs: the local modules it reaches through
 * static, non-type imports (following `.js` specifiers to their `.ts` or `.tsx` source) and the
 * packages those modules import.
 *
 * @example
 * const { modules, packages } = eagerGraph(new URL('./index.ts', import.meta.url))
 * expect(packages).not.toContain('react')
 */
export function eagerGraph(entry: string | URL): EagerGraph {
  const entryFile = typeof entry === 'string' ? entry : fileURLToPath(entry)
  const root = dirname(entryFile)
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier))
      else packages.add(specifier)
    }
  }
  visit(entryFile)
  const modules = new Set([...files].map((file) => relative(root, file).split(sep).join('/')))
  return { modules, packages }
}

function resolveLocal(from: string, specifier: string): string {
  const path = resolve(dirname(from), specifier)
  const base = path.replace(/\.js$/, '')
  const candidate = [`${base}.ts`, `${base}.tsx`, path].find((file) =>
    statSync(file, { throwIfNoEntry: false })?.isFile(),
  )
  if (!candidate) throw new Error(`Cannot resolve '${specifier}' imported by ${from}.`)
  return candidate
}
