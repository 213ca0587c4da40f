import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

const STATIC_IMPORT = /^(?:import|export)\s(?!type\s)[^'"]*?from\s+'([^']+)'/gm

/**
 * Every package a module loads before its first call: the bare specifiers of the static
 * (non-type) imports of `entry` and of the relative modules it statically imports, transitively.
 */
export function staticImports(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.'))
        visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')))
      else packages.add(specifier)
    }
  }
  visit(entry)
  return packages
}
