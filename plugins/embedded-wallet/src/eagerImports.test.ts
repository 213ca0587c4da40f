import { existsSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

const SOURCE = new URL('./', import.meta.url)

/** Local modules and packages `file` imports statically (type-only imports left out). */
function staticImports(file: string): string[] {
  const text = readFileSync(new URL(file, SOURCE), 'utf8')
  return [...text.matchAll(/^(import|export)\s(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gms)].map(
    (match) => match[2] ?? '',
  )
}

function eagerGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of staticImports(file)) {
      if (!specifier.startsWith('.')) {
        seen.add(specifier)
        continue
      }
      const base = new URL(specifier, new URL(file, SOURCE)).pathname
        .replace(SOURCE.pathname, '')
        .replace(/\.js$/, '')
      visit(existsSync(new URL(`${base}.ts`, SOURCE)) ? `${base}.ts` : `${base}.tsx`)
    }
  }
  visit(entry)
  return seen
}

it('registers the views lazily: no view and no React in the plugin before its first view shows', () => {
  const eager = [...eagerGraph('embeddedWallet.ts')]
  expect(eager.filter((file) => file.startsWith('views/') && !file.endsWith('Context.ts'))).toEqual(
    [],
  )
  expect(eager).not.toContain('react')
})
