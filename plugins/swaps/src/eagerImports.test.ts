import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const SOURCE = new URL('./', import.meta.url)

/** The modules `file` imports statically (import ... from, export ... from), not `import()`. */
function staticImports(file: string): string[] {
  const text = readFileSync(new URL(file, SOURCE), 'utf8')
  return [...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms)].flatMap((match) =>
    /^(?:import|export) type/.test(match[0]) ? [] : [match[1] ?? ''],
  )
}

/** Every module the entry point pulls in before any dynamic import() runs. */
function eagerGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (path: string) => {
    const file = existsSync(new URL(path, SOURCE)) ? path : `${path}x`
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        const base = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : ''
        visit(
          new URL(specifier, new URL(base, 'file:///')).pathname.slice(1).replace(/\.js$/, '.ts'),
        )
      } else seen.add(specifier)
    }
  }
  visit(entry)
  return seen
}

describe("the plugin's weight", () => {
  it('keeps effect, the HTTP transport, React and the views out of the eager part', () => {
    const eager = eagerGraph('index.ts')
    expect(eager).toContain('swaps.ts')
    for (const lazy of [
      'effect',
      'react',
      'transport/swapsTransport.ts',
      'transport/swapsSchemas.ts',
      'views/SwapView.tsx',
      'views/SwapSelectTokenView.tsx',
      'views/SwapPreviewView.tsx',
    ]) {
      expect(eager).not.toContain(lazy)
    }
    const client = readFileSync(new URL('createSwapsClient.ts', SOURCE), 'utf8')
    expect(client).toContain("import('./transport/swapsTransport.js')")
  })
})
