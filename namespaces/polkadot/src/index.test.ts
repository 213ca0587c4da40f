import { fileURLToPath } from 'node:url'
import { staticImports } from '@appkit/tests/staticImports'
import { describe, expect, it } from 'vitest'
import * as entry from './index.js'

describe('@appkit/polkadot', () => {
  it('exports', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "INJECTED_POLL",
        "POLKADOT_PLUGIN_NAME",
        "POLKADOT_WALLET_NAMES",
        "createPolkadotAdapter",
        "isInjectedExtension",
        "isSs58Address",
        "polkadot",
        "startPolkadotDiscovery",
      ]
    `)
  })

  it('loads no @polkadot library until a signature is verified (the SDK is lazy)', () => {
    const loaded = staticImports(fileURLToPath(new URL('./index.ts', import.meta.url)))
    expect([...loaded].filter((name) => name.startsWith('@polkadot/'))).toEqual([])
    const verify = staticImports(fileURLToPath(new URL('./verify/index.ts', import.meta.url)))
    expect(verify.has('@polkadot/util-crypto')).toBe(true)
  })
})
