import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import * as server from './index.js'

/** Static, value-carrying imports and re-exports (not `import type`, not `import()`). */
const STATIC_IMPORT =
  /^(?:import|export)\s+(?!type\s)(?:(?:[\w$]+\s*,?\s*)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})?\s*from\s*)?['"]([^'"]+)['"]/gm

/** The packages loading `entry` loads before any `import()` runs. */
function eagerPackages(entry: URL): Set<string> {
  const seen = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: URL) => {
    if (seen.has(file.href)) return
    seen.add(file.href)
    for (const [, specifier = ''] of readFileSync(fileURLToPath(file), 'utf8').matchAll(
      STATIC_IMPORT,
    )) {
      if (specifier.startsWith('.')) visit(new URL(specifier.replace(/\.js$/, '.ts'), file))
      else packages.add(specifier)
    }
  }
  visit(entry)
  return packages
}

it('pins the public exports of @appkit/siwx/server', () => {
  expect(Object.keys(server).sort()).toEqual([
    'SIWX_COOKIE_NAME',
    'SIWX_REASON_STATUS',
    'createJsonRpcRequester',
    'createMemorySiwxStore',
    'createSiwxHandler',
    'toNodeListener',
  ])
})

it('@appkit/siwx/server loads neither React nor the modal, and verifiers load viem and the families on use', () => {
  const packages = eagerPackages(new URL('./index.ts', import.meta.url))
  expect([...packages].sort()).toEqual([
    '@appkit/kernel',
    '@appkit/kernel/guards',
    '@appkit/kernel/validators',
  ])
})
