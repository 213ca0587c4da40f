import { describe, expect, it } from 'vitest'
import { isAuthConnectorSupported } from './isAuthConnectorSupported.js'

describe("isAuthConnectorSupported (spec §6 'auth connector only on eip155 and solana')", () => {
  it('is true on eip155 and solana', () => {
    expect(isAuthConnectorSupported({ activeNamespace: 'eip155' })).toBe(true)
    expect(isAuthConnectorSupported({ activeNamespace: 'solana' })).toBe(true)
  })

  it('is false on bip122, polkadot and cosmos', () => {
    for (const activeNamespace of ['bip122', 'polkadot', 'cosmos'] as const) {
      expect(isAuthConnectorSupported({ activeNamespace })).toBe(false)
    }
  })

  it('rules nothing out before a family is active, and takes another list of families', () => {
    expect(isAuthConnectorSupported({})).toBe(true)
    expect(isAuthConnectorSupported({ activeNamespace: 'solana' }, ['eip155'])).toBe(false)
  })
})
