import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, it } from 'vitest'
import { eagerGraph } from './eagerGraph.js'

function writeFiles(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'eager-graph-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

it('follows static imports through .ts and .tsx files, and leaves out type-only and import() ones', () => {
  const dir = writeFiles({
    'index.ts': [
      "import { plugin } from './plugin.js'",
      "import type { Only } from 'types-only'",
      "export type { Shape } from './shape.js'",
      "export { View } from './views/View.js'",
      "export * from 'reexported'",
      "import './polyfill.js'",
      "export const lazy = () => import('./lazy.js')",
    ].join('\n'),
    'plugin.ts':
      "import {\n  a,\n  type B,\n} from 'multi-line'\nimport Default, * as all from 'default-and-namespace'\n",
    'views/View.tsx': "import { useState } from 'react'\nimport { helper } from '../helper.js'\n",
    'helper.ts': "import { plugin } from './plugin.js'\n",
    'polyfill.ts': '',
    'shape.ts': "import { heavy } from 'type-file-only'\n",
    'lazy.ts': "import { sdk } from 'lazy-sdk'\n",
  })
  const { modules, packages } = eagerGraph(join(dir, 'index.ts'))
  expect([...modules].sort()).toEqual([
    'helper.ts',
    'index.ts',
    'plugin.ts',
    'polyfill.ts',
    'views/View.tsx',
  ])
  expect([...packages].sort()).toEqual([
    'default-and-namespace',
    'multi-line',
    'react',
    'reexported',
  ])
})

it('does not let an export declaration run on into a type-only import below it', () => {
  const dir = writeFiles({
    'index.ts': [
      'export const answer = 42',
      'export interface Props { a: string }',
      'export { answer as default }',
      "import type { T } from 'types-only'",
    ].join('\n'),
  })
  expect([...eagerGraph(pathToFileURL(join(dir, 'index.ts'))).packages]).toEqual([])
})

it('names the file and specifier it cannot resolve', () => {
  const dir = writeFiles({ 'index.ts': "import { gone } from './missing.js'\n" })
  expect(() => eagerGraph(join(dir, 'index.ts'))).toThrow(
    `Cannot resolve './missing.js' imported by ${join(dir, 'index.ts')}.`,
  )
})
