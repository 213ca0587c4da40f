import { readFileSync } from 'node:fs'
import { eagerGraph } from '@appkit/tests/eagerGraph'
import { describe, expect, it } from 'vitest'

const SOURCE = new URL('./', import.meta.url)

describe("the plugin's weight", () => {
  it('keeps effect, the HTTP transport, React and the view out of the eager part', () => {
    const { modules, packages } = eagerGraph(new URL('index.ts', SOURCE))
    expect(modules).toContain('names.ts')
    for (const lazy of ['effect', 'react']) expect(packages).not.toContain(lazy)
    for (const lazy of [
      'transport/namesTransport.ts',
      'transport/nameSchemas.ts',
      'views/RegisterAccountNameView.tsx',
      'views/RegisterAccountNameSuccessView.tsx',
    ]) {
      expect(modules).not.toContain(lazy)
    }
    const plugin = readFileSync(new URL('names.ts', SOURCE), 'utf8')
    const client = readFileSync(new URL('createNamesClient.ts', SOURCE), 'utf8')
    expect(client).toContain("import('./transport/namesTransport.js')")
    expect(plugin).toContain("import('./views/RegisterAccountNameView.js')")
  })
})
