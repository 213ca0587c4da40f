import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const SOURCE = new URL('./', import.meta.url)

/** The modules `file` imports statically (import ... from, export ... from), not `import()`. */
function staticImports(file: string): string[] {
  const text = readFileSync(new URL(file, SOURCE), 'utf8')
  return [...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms)].flatMap((match) =>
    match[0].startsWith('import type') || match[0].startsWith('export type')
      ? []
      : [match[1] ?? ''],
  )
}

/** Every module the entry point pulls in before any dynamic import() runs. */
function eagerGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('./')) visit(specifier.slice(2).replace(/\.js$/, '.ts'))
      else seen.add(specifier)
    }
  }
  visit(entry)
  return seen
}

describe("the plugin's weight", () => {
  it('keeps effect and the HTTP transport out of the eager part (they load with import())', () => {
    const eager = eagerGraph('index.ts')
    expect(eager).toContain('analytics.ts')
    expect(eager).not.toContain('effect')
    expect(eager).not.toContain('analyticsTransport.ts')
    expect(readFileSync(new URL('analytics.ts', SOURCE), 'utf8')).toContain(
      "import('./analyticsTransport.js')",
    )
  })
})
