import { readFileSync } from 'node:fs'
import { eagerGraph } from '@appkit/tests/eagerGraph'
import { describe, expect, it } from 'vitest'

const SOURCE = new URL('./', import.meta.url)

describe("the plugin's weight", () => {
  it('keeps effect, the HTTP transport, React and the views out of the eager part', () => {
    const { modules, packages } = eagerGraph(new URL('index.ts', SOURCE))
    expect(modules).toContain('onramp.ts')
    for (const lazy of ['effect', 'react']) expect(packages).not.toContain(lazy)
    for (const lazy of [
      'transport/onRampTransport.ts',
      'transport/onRampSchemas.ts',
      'views/OnRampProvidersView.tsx',
      'views/OnRampTokenSelectView.tsx',
      'views/OnRampFiatSelectView.tsx',
      'views/BuyInProgressView.tsx',
    ]) {
      expect(modules).not.toContain(lazy)
    }
    const client = readFileSync(new URL('createOnRampClient.ts', SOURCE), 'utf8')
    expect(client).toContain("import('./transport/onRampTransport.js')")
  })
})
