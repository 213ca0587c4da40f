import type { NamespaceAdapter } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { createServerSiwxStorage } from '../storage/createServerSiwxStorage.js'
import type { SiwxStorage } from '../storage/SiwxStorage.js'
import { signInSupport } from './signInSupport.js'

const verifying = { verifyMessage: async () => true } as unknown as NamespaceAdapter
const notVerifying = {} as NamespaceAdapter
const localStorage: SiwxStorage = {
  add: async () => {},
  get: async () => [],
  delete: async () => {},
}

describe('signInSupport (spec §3: sign-in opens "if the network is supported")', () => {
  const adapters: Record<string, NamespaceAdapter> = {
    eip155: verifying,
    polkadot: verifying,
    tfam: verifying,
    cosmos: notVerifying,
  }
  const context = { adapter: (namespace: string) => adapters[namespace] }

  it('in the page: families with a message profile whose adapter checks signatures', () => {
    const supports = signInSupport(context, { storage: localStorage })
    expect(supports('eip155')).toBe(true)
    expect(supports('polkadot')).toBe(true)
    // No verifyMessage: its sessions could never verify, so it is never asked.
    expect(supports('cosmos')).toBe(false)
    // No adapter installed.
    expect(supports('solana')).toBe(false)
    // A family with no sign-in message profile.
    expect(supports('tfam')).toBe(false)
  })

  it("a server's storage narrows it to the families the server verifies (default eip155, solana, bip122)", () => {
    const storage = createServerSiwxStorage({ url: 'https://auth.example' })
    const supports = signInSupport(context, { storage })
    expect(supports('eip155')).toBe(true)
    expect(supports('polkadot')).toBe(false)
    const wider = createServerSiwxStorage({
      url: 'https://auth.example',
      namespaces: ['eip155', 'polkadot'],
    })
    expect(signInSupport(context, { storage: wider })('polkadot')).toBe(true)
  })

  it("the app's own verifiers name the families, whatever the adapters", () => {
    const verifiers = [{ namespace: 'cosmos', verify: async () => true }]
    const supports = signInSupport(context, { verifiers, storage: localStorage })
    expect(supports('cosmos')).toBe(true)
    expect(supports('eip155')).toBe(false)
  })
})
