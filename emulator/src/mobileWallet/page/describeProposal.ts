import type { ProposalTypes } from '@walletconnect/types'

/** What the page shows of a session proposal. All of it comes from the dapp: text only. */
export interface ProposalDescription {
  dappName: string
  dappUrl: string
  /** One line per namespace and kind, e.g. 'eip155 (optional): eip155:31337, eip155:1337'. */
  lines: string[]
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback
}

function namespaceLines(
  namespaces: ProposalTypes.RequiredNamespaces | undefined,
  kind: 'required' | 'optional',
): string[] {
  return Object.entries(namespaces ?? {}).flatMap(([key, value]) => {
    const chains = value.chains ?? (key.includes(':') ? [key] : [])
    const name = key.split(':')[0] ?? key
    return [
      `${name} (${kind}): ${chains.join(', ') || 'no chains'}`,
      `${name} methods: ${(value.methods ?? []).join(', ') || 'none'}`,
    ]
  })
}

/**
 * The dapp's name and URL and the requested namespaces, chains and methods of a proposal, as
 * plain strings (a missing or malformed field gets a placeholder).
 *
 * @example
 * describeProposal(proposal).lines // ['eip155 (optional): eip155:31337', 'eip155 methods: personal_sign']
 */
export function describeProposal(
  proposal: Pick<ProposalTypes.Struct, 'proposer' | 'requiredNamespaces' | 'optionalNamespaces'>,
): ProposalDescription {
  const metadata = proposal.proposer?.metadata
  return {
    dappName: text(metadata?.name, 'Unnamed dapp'),
    dappUrl: text(metadata?.url, 'no URL'),
    lines: [
      ...namespaceLines(proposal.requiredNamespaces, 'required'),
      ...namespaceLines(proposal.optionalNamespaces, 'optional'),
    ],
  }
}
