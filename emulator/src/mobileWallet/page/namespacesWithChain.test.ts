import type { SessionTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { namespacesWithChain } from './namespacesWithChain.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session: SessionTypes.Namespaces = {
  eip155: {
    chains: ['eip155:31337'],
    accounts: [`eip155:31337:${address}`],
    methods: ['wallet_switchEthereumChain'],
    events: ['chainChanged'],
  },
  solana: { accounts: ['solana:abc:xyz'], methods: [], events: [] },
}

describe('namespacesWithChain', () => {
  it('adds the chain and the account on it, keeping methods, events and other namespaces', () => {
    expect(namespacesWithChain(session, 'eip155:1337', address)).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:1337'],
        accounts: [`eip155:31337:${address}`, `eip155:1337:${address}`],
        methods: ['wallet_switchEthereumChain'],
        events: ['chainChanged'],
      },
      solana: session.solana,
    })
  })

  it('gives undefined when the session already has the chain (no update needed)', () => {
    expect(namespacesWithChain(session, 'eip155:31337', address)).toBeUndefined()
  })

  it('reads the chains from the accounts when the namespace lists none', () => {
    const { chains: _, ...withoutChains } = session.eip155 as SessionTypes.Namespace
    expect(namespacesWithChain({ eip155: withoutChains }, 'eip155:31337', address)).toBeUndefined()
  })
})
