import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = dirname(fileURLToPath(import.meta.url))

/** Static (not `import()`), non-type imports of a file: [specifier, named bindings]. */
function staticImports(file: string): [string, string[]][] {
  const source = readFileSync(file, 'utf8')
  const imports: [string, string[]][] = []
  for (const match of source.matchAll(
    /^(?:import|export)\s+(?!type\s)([^'"]*?)\s*from\s+'([^']+)'/gm,
  )) {
    const names = (match[1]!.match(/\{([^}]*)\}/)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!)
    imports.push([match[2]!, names])
  }
  return imports
}

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''))
  for (const candidate of [`${base}.ts`, `${base}.tsx`]) {
    try {
      readFileSync(candidate)
      return candidate
    } catch {}
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`)
}

/** Every file the entry reaches through static imports, with its kernel imports. */
function eagerGraph() {
  const files = new Set<string>()
  const kernelNames = new Set<string>()
  const packages = new Set<string>()
  const queue = [join(SRC, 'index.ts')]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (files.has(file)) continue
    files.add(file)
    for (const [specifier, names] of staticImports(file)) {
      if (specifier.startsWith('.')) queue.push(resolveLocal(file, specifier))
      else {
        packages.add(specifier)
        if (specifier === '@appkit/kernel') for (const name of names) kernelNames.add(name)
      }
    }
  }
  return { files: [...files].map((f) => relative(SRC, f)).sort(), kernelNames, packages }
}

function allSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? allSourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('weight: what a page loads before the first click', () => {
  it('the eager entry reaches no modal shell and no view (they are lazy chunks)', () => {
    const { files } = eagerGraph()
    expect(files.filter((f) => f.startsWith('modal/Modal') || f.includes('View.tsx'))).toEqual([])
    expect(files).not.toContain('modal/styles.ts')
  })

  it('the eager entry imports only cheap values from @appkit/kernel and no heavy package', () => {
    const { kernelNames, packages } = eagerGraph()
    expect([...kernelNames].sort()).toEqual([
      'AppKitError',
      'RECOMMENDED_WALLETS',
      'SECOND_MS',
      'STORAGE_KEYS',
      'WALLET_CONNECT_PAIRING',
      'createStore',
      'defineFeature',
      'defineMessages',
      'defineServiceKey',
      'getConnector',
      'getNamespaceState',
      'isSafeImageUrl',
      'isUnsupportedChain',
      'networkImageUrl',
      'remoteSwitch',
      'selectTransactions',
      'toAppKitError',
      'tokenImageUrl',
      'truncateDecimals',
      'walletImageUrl',
    ])
    expect([...packages].sort()).toEqual(['@appkit/kernel', 'react'])
  })
})

describe('never render untrusted HTML', () => {
  it('no source file uses dangerouslySetInnerHTML or innerHTML', () => {
    const offenders = allSourceFiles(SRC).filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\b/.test(readFileSync(file, 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
