import { existsSync, readFileSync } from 'node:fs'
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

function resolveLocal(from: string, specifier: string): string {
  const path = new URL(specifier, new URL(from, SOURCE)).pathname.replace(SOURCE.pathname, '')
  const base = path.replace(/\.js$/, '')
  return existsSync(new URL(`${base}.ts`, SOURCE)) ? `${base}.ts` : `${base}.tsx`
}

/** Every module the entry point pulls in before any dynamic import() runs. */
function eagerGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier))
      else seen.add(specifier)
    }
  }
  visit(entry)
  return seen
}

describe("the plugin's weight before the first click", () => {
  const eager = eagerGraph('index.ts')

  it('keeps the WalletConnect library, qrcode, React and the views out of the eager part', () => {
    expect(eager).toContain('walletConnect.ts')
    expect(eager).toContain('provider/createWalletConnectProvider.ts')
    expect(eager).toContain('pairing/isPairingExpired.ts')
    expect(eager).toContain('@appkit/kernel')
    for (const heavy of ['@walletconnect/universal-provider', 'qrcode', 'react', 'effect']) {
      expect(eager).not.toContain(heavy)
    }
    expect([...eager].filter((file) => file.startsWith('views/'))).toEqual([])
  })

  it('loads the library and the views with import()', () => {
    expect(readFileSync(new URL('provider/loadUniversalProvider.ts', SOURCE), 'utf8')).toContain(
      "import('@walletconnect/universal-provider')",
    )
    const plugin = readFileSync(new URL('walletConnect.ts', SOURCE), 'utf8')
    expect(plugin).toContain("import('./views/ConnectingWalletConnectBasicView.js')")
    expect(plugin).toContain("import('./views/ConnectingWalletConnectView.js')")
  })
})
