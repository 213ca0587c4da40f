import { describe, expect, it } from 'vitest'
import { evmAddresses, sessionAccounts, sessionChains, sessionMethods } from './sessionAccounts.js'
import type { SessionLike } from './UniversalProviderLike.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const session: SessionLike = {
  topic: 't',
  namespaces: {
    eip155: {
      accounts: [`eip155:31337:${A}`, `eip155:1337:${A}`, `eip155:1337:${B}`, 'garbage'],
      methods: ['personal_sign'],
      events: [],
    },
    solana: {
      accounts: ['solana:abc:Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'],
      methods: ['solana_signMessage'],
      events: [],
      chains: ['solana:abc'],
    },
  },
}

describe('session readers (the wallet is untrusted)', () => {
  it('lists CAIP-10 accounts per namespace, malformed ones dropped: eip155 and solana in one session', () => {
    expect(sessionAccounts(session, 'eip155')).toEqual([
      `eip155:31337:${A}`,
      `eip155:1337:${A}`,
      `eip155:1337:${B}`,
    ])
    expect(sessionAccounts(session, 'solana')).toHaveLength(1)
    expect(sessionAccounts(undefined, 'eip155')).toEqual([])
  })

  it('lists approved chain references and methods', () => {
    expect(sessionChains(session, 'eip155')).toEqual(['31337', '1337'])
    expect(sessionChains(session, 'solana')).toEqual(['abc'])
    expect(sessionMethods(session, 'solana')).toEqual(['solana_signMessage'])
  })

  it('answers eth_accounts with the addresses on the current chain, else all of them', () => {
    expect(evmAddresses(session, 1337)).toEqual([A, B])
    expect(evmAddresses(session, 31337)).toEqual([A])
    expect(evmAddresses(session, 10)).toEqual([A, B])
  })

  it("reads namespaces keyed per chain ('eip155:1')", () => {
    const perChain: SessionLike = {
      topic: 't',
      namespaces: { 'eip155:1': { accounts: [`eip155:1:${A}`], methods: [], events: [] } },
    }
    expect(evmAddresses(perChain, 1)).toEqual([A])
  })
})
