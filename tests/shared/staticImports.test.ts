import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { staticImports } from './staticImports.js'

it('lists the packages a module loads statically, through its relative imports, and not type-only or dynamic ones', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-imports-'))
  writeFileSync(
    join(dir, 'entry.ts'),
    [
      "import { a } from './inner.js'",
      "import type { T } from 'types-only'",
      "export { b } from 'reexported'",
      "const lazy = () => import('lazy-sdk')",
    ].join('\n'),
  )
  writeFileSync(join(dir, 'inner.ts'), "import { c } from 'deep'\nexport const a = c\n")
  expect([...staticImports(join(dir, 'entry.ts'))].sort()).toEqual(['deep', 'reexported'])
})
