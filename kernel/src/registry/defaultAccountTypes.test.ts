import { describe, expect, it } from 'vitest'
import { CHAIN_NAMESPACES } from '../types/ChainNamespace.js'
import { createConnectionRegistry } from './createConnectionRegistry.js'
import { DEFAULT_ACCOUNT_TYPES, defaultAccountType } from './defaultAccountTypes.js'
import { bitcoin, mainnet, solana } from './testFixtures.js'

describe('default preferred account types', () => {
  it("'Defaults: bitcoin payment, EVM smartAccount, polkadot and solana eoa' (cosmos eoa)", () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
      cosmos: 'eoa',
    })
    for (const namespace of CHAIN_NAMESPACES) {
      expect(defaultAccountType(namespace)).toBe(DEFAULT_ACCOUNT_TYPES[namespace])
    }
  })

  it('each family of a new registry starts with its default preferred account type', () => {
    const { chains } = createConnectionRegistry({
      networks: [mainnet, solana, bitcoin],
    }).store.getState()
    expect(chains.eip155?.preferredAccountType).toBe('smartAccount')
    expect(chains.solana?.preferredAccountType).toBe('eoa')
    expect(chains.bip122?.preferredAccountType).toBe('payment')
  })
})
