import { fileURLToPath } from 'node:url'
import { staticImports } from '@appkit/tests/staticImports'
import { describe, expect, it } from 'vitest'
import * as entry from './index.js'

describe('@appkit/cosmos', () => {
  it('exports', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "COSMOS_PLUGIN_NAME",
        "INJECTED_POLL",
        "KEPLR_GLOBALS",
        "KEPLR_KEYSTORE_CHANGE_EVENT",
        "cosmos",
        "createCosmosAdapter",
        "isCosmosAddress",
        "isKeplrLike",
        "startCosmosDiscovery",
      ]
    `)
  })

  it('loads no cosmjs until a signature is verified (the SDK is lazy)', () => {
    const loaded = staticImports(fileURLToPath(new URL('./index.ts', import.meta.url)))
    expect([...loaded].filter((name) => name.startsWith('@cosmjs/'))).toEqual([])
    const verify = staticImports(fileURLToPath(new URL('./verify/index.ts', import.meta.url)))
    expect(verify.has('@cosmjs/amino')).toBe(true)
  })
})
