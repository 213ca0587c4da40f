import { fileURLToPath } from 'node:url'
import { staticImports } from '@appkit/tests/staticImports'
import { describe, expect, it } from 'vitest'
import * as entry from './index.js'

describe('@appkit/bip122', () => {
  it('exports', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "BIP122_PLUGIN_NAME",
        "INJECTED_POLL",
        "UNSUPPORTED_CHAINS_MESSAGE",
        "accountsFrom",
        "bip122",
        "createBip122Adapter",
        "isBitcoinAddress",
        "isBitcoinProvider",
        "startBip122Discovery",
      ]
    `)
  })

  it('loads bitcoinjs-lib only to sign a PSBT (the SDK is lazy)', () => {
    const loaded = staticImports(fileURLToPath(new URL('./index.ts', import.meta.url)))
    expect(loaded.has('bitcoinjs-lib')).toBe(false)
    const signPsbt = staticImports(fileURLToPath(new URL('./actions/signPsbt.ts', import.meta.url)))
    expect(signPsbt.has('bitcoinjs-lib')).toBe(true)
  })
})
