import { describe, expect, it } from 'vitest'
import { isAuthConnectorSupported } from './isAuthConnectorSupported.js'

/** TEST DOUBLE: adapters as the kit holds them; eip155 and solana say `authConnector`. */
const adapters: Record<string, { authConnector?: boolean }> = {
  eip155: { authConnector: true },
  solana: { authConnector: true },
  bip122: {},
  polkadot: { authConnector: false },
}
const adapter = (namespace: string) => adapters[namespace]

describe("isAuthConnectorSupported (spec §6 'auth connector only on eip155 and solana')", () => {
  it("is true where the active family's adapter says authConnector", () => {
    expect(isAuthConnectorSupported({ activeNamespace: 'eip155' }, adapter)).toBe(true)
    expect(isAuthConnectorSupported({ activeNamespace: 'solana' }, adapter)).toBe(true)
  })

  it('is false where the adapter does not say it, or where no adapter is registered', () => {
    for (const activeNamespace of ['bip122', 'polkadot', 'cosmos']) {
      expect(isAuthConnectorSupported({ activeNamespace }, adapter)).toBe(false)
    }
  })

  it('rules nothing out before a family is active', () => {
    expect(isAuthConnectorSupported({}, adapter)).toBe(true)
  })
})
