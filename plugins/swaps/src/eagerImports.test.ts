import { readFileSync } from 'node:fs'
import { eagerGraph } from '@appkit/tests/eagerGraph'
import { describe, expect, it } from 'vitest'

const SOURCE = new URL('./', import.meta.url)

describe("the plugin's weight", () => {
  it('keeps effect, the HTTP transport, React and the views out of the eager part', () => {
    const { modules, packages } = eagerGraph(new URL('index.ts', SOURCE))
    expect(modules).toContain('swaps.ts')
    for (const lazy of ['effect', 'react']) expect(packages).not.toContain(lazy)
    for (const lazy of [
      'transport/swapsTransport.ts',
      'transport/swapsSchemas.ts',
      'views/SwapView.tsx',
      'views/SwapSelectTokenView.tsx',
      'views/SwapPreviewView.tsx',
    ]) {
      expect(modules).not.toContain(lazy)
    }
    const client = readFileSync(new URL('createSwapsClient.ts', SOURCE), 'utf8')
    expect(client).toContain("import('./transport/swapsTransport.js')")
  })
})
