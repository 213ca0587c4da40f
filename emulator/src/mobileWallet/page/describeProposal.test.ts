import type { ProposalTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { describeProposal } from './describeProposal.js'

const proposer = (metadata: Partial<ProposalTypes.Struct['proposer']['metadata']>) => ({
  publicKey: 'c'.repeat(64),
  metadata: { name: '', description: '', url: '', icons: [], ...metadata },
})

describe('describeProposal', () => {
  it('shows the dapp name and URL, then required and optional chains and methods', () => {
    const described = describeProposal({
      proposer: proposer({ name: 'AppKit Demo', url: 'http://localhost:5173' }),
      requiredNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
      },
      optionalNamespaces: {
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { methods: ['solana_signMessage'], events: [] },
      },
    })
    expect(described).toEqual({
      dappName: 'AppKit Demo',
      dappUrl: 'http://localhost:5173',
      lines: [
        'eip155 (required): eip155:31337',
        'eip155 methods: personal_sign',
        'solana (optional): solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'solana methods: solana_signMessage',
      ],
    })
  })

  it('uses placeholders for a missing name, URL, chains or methods', () => {
    const described = describeProposal({
      proposer: proposer({}),
      requiredNamespaces: {},
      optionalNamespaces: { eip155: { methods: [], events: [] } },
    })
    expect(described.dappName).toBe('Unnamed dapp')
    expect(described.dappUrl).toBe('no URL')
    expect(described.lines).toEqual(['eip155 (optional): no chains', 'eip155 methods: none'])
  })

  it('keeps markup in dapp metadata as literal text', () => {
    const described = describeProposal({
      proposer: proposer({ name: '<img src=x onerror=alert(1)>' }),
      requiredNamespaces: {},
      optionalNamespaces: {},
    })
    expect(described.dappName).toBe('<img src=x onerror=alert(1)>')
  })
})
