import { readFileSync } from 'node:fs'
import { eagerGraph } from '@appkit/tests/eagerGraph'
import { describe, expect, it } from 'vitest'

const SOURCE = new URL('./', import.meta.url)

describe("the plugin's weight", () => {
  it('keeps effect and the HTTP transport out of the eager part (they load with import())', () => {
    const { modules, packages } = eagerGraph(new URL('index.ts', SOURCE))
    expect(modules).toContain('analytics.ts')
    expect(packages).not.toContain('effect')
    expect(modules).not.toContain('analyticsTransport.ts')
    expect(readFileSync(new URL('analytics.ts', SOURCE), 'utf8')).toContain(
      "import('./analyticsTransport.js')",
    )
  })
})
