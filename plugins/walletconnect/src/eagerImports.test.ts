import { readFileSync } from 'node:fs'
import { eagerGraph } from '@appkit/tests/eagerGraph'
import { describe, expect, it } from 'vitest'

const SOURCE = new URL('./', import.meta.url)

describe("the plugin's weight before the first click", () => {
  const { modules, packages } = eagerGraph(new URL('index.ts', SOURCE))

  it('keeps the WalletConnect library, qrcode, React and the views out of the eager part', () => {
    expect(modules).toContain('walletConnect.ts')
    expect(modules).toContain('provider/createWalletConnectProvider.ts')
    expect(modules).toContain('pairing/isPairingExpired.ts')
    expect(packages).toContain('@appkit/kernel')
    for (const heavy of ['@walletconnect/universal-provider', 'qrcode', 'react', 'effect']) {
      expect(packages).not.toContain(heavy)
    }
    expect([...modules].filter((file) => file.startsWith('views/'))).toEqual([])
  })

  it('loads the library and the views with import()', () => {
    expect(readFileSync(new URL('provider/loadUniversalProvider.ts', SOURCE), 'utf8')).toContain(
      "import('@walletconnect/universal-provider')",
    )
    const plugin = readFileSync(new URL('walletConnect.ts', SOURCE), 'utf8')
    expect(plugin).toContain("import('./views/ConnectingWalletConnectBasicView.js')")
    expect(plugin).toContain("import('./views/ConnectingWalletConnectView.js')")
  })
})
