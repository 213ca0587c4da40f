import { readFileSync } from 'node:fs'
import { eagerGraph } from '@appkit/tests/eagerGraph'
import { describe, expect, it } from 'vitest'

const SOURCE = new URL('./', import.meta.url)

describe("the plugin's weight", () => {
  it('keeps effect, the HTTP transport, React and the view out of the eager part', () => {
    const { modules, packages } = eagerGraph(new URL('index.ts', SOURCE))
    expect(modules).toContain('activity.ts')
    for (const lazy of ['effect', 'react', '@tanstack/react-virtual']) {
      expect(packages).not.toContain(lazy)
    }
    for (const lazy of [
      'history/fetchTransactionPage.ts',
      'history/transactionSchema.ts',
      'views/ActivityView.tsx',
    ]) {
      expect(modules).not.toContain(lazy)
    }
    const plugin = readFileSync(new URL('activity.ts', SOURCE), 'utf8')
    expect(plugin).toContain("import('./history/fetchTransactionPage.js')")
    expect(plugin).toContain("import('./views/ActivityView.js')")
  })
})
