import type { ProposalTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { approvedNamespaces, requestedChains } from './approvedNamespaces.js'

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const addresses = {
  evm: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solana: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
}

function proposal(
  requiredNamespaces: ProposalTypes.RequiredNamespaces,
  optionalNamespaces: ProposalTypes.OptionalNamespaces = {},
): ProposalTypes.Struct {
  return {
    id: 1,
    expiryTimestamp: 0,
    relays: [{ protocol: 'irn' }],
    proposer: {
      publicKey: 'c'.repeat(64),
      metadata: { name: 'Dapp', description: '', url: 'http://localhost:5173', icons: [] },
    },
    requiredNamespaces,
    optionalNamespaces,
    pairingTopic: 'd'.repeat(64),
  }
}

const evmAsk = (chains: string[], methods = ['personal_sign', 'eth_sendTransaction']) => ({
  chains,
  methods,
  events: ['chainChanged', 'accountsChanged'],
})

describe('approvedNamespaces', () => {
  it('approves the EVM account on the local chains the proposal asks for, optional ones included', () => {
    const approved = approvedNamespaces(
      proposal({}, { eip155: evmAsk(['eip155:31337', 'eip155:1337']) }),
      addresses,
    )
    expect(approved).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:1337'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
        accounts: [`eip155:31337:${addresses.evm}`, `eip155:1337:${addresses.evm}`],
      },
    })
  })

  it('approves only the asked local chain, and drops chains it has no node for (eip155:1)', () => {
    const approved = approvedNamespaces(
      proposal({ eip155: evmAsk(['eip155:1337']) }, { eip155: evmAsk(['eip155:1']) }),
      addresses,
    )
    expect(approved.eip155?.chains).toEqual(['eip155:1337'])
    expect(approved.eip155?.accounts).toEqual([`eip155:1337:${addresses.evm}`])
  })

  it('approves only methods it answers among those asked', () => {
    const approved = approvedNamespaces(
      proposal({}, { eip155: evmAsk(['eip155:31337'], ['personal_sign', 'eth_signTransaction']) }),
      addresses,
    )
    expect(approved.eip155?.methods).toEqual(['personal_sign'])
  })

  it('adds the Solana account when Solana is asked for, under either namespace key form', () => {
    const solana = { methods: ['solana_signMessage'], events: [] }
    const byList = approvedNamespaces(
      proposal(
        {},
        { eip155: evmAsk(['eip155:31337']), solana: { ...solana, chains: [SOLANA_MAINNET] } },
      ),
      addresses,
    )
    expect(byList.solana).toEqual({
      chains: [SOLANA_MAINNET],
      methods: ['solana_signMessage'],
      events: [],
      accounts: [`${SOLANA_MAINNET}:${addresses.solana}`],
    })
    const byKey = approvedNamespaces(proposal({ [SOLANA_MAINNET]: solana }), addresses)
    expect(byKey.solana?.accounts).toEqual([`${SOLANA_MAINNET}:${addresses.solana}`])
    expect(byKey.eip155).toBeUndefined()
  })

  it('throws when the proposal requires a chain the wallet cannot serve', () => {
    expect(() =>
      approvedNamespaces(proposal({ eip155: evmAsk(['eip155:1']) }), addresses),
    ).toThrow()
  })
})

describe('requestedChains', () => {
  it('collects required and optional chains of one namespace without repeats', () => {
    const asked = proposal(
      { eip155: evmAsk(['eip155:31337']) },
      { eip155: evmAsk(['eip155:31337', 'eip155:1']), 'eip155:1337': evmAsk([]) },
    )
    expect(requestedChains(asked, 'eip155')).toEqual(['eip155:31337', 'eip155:1', 'eip155:1337'])
    expect(requestedChains(asked, 'solana')).toEqual([])
  })
})
