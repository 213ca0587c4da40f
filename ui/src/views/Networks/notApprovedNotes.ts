import type { CaipNetworkId, RegistryState } from '@appkit/kernel'

/** What a network the connected wallet did not approve says, visibly and as its description. */
export const NOT_APPROVED_NOTE =
  'Not approved by your wallet: switching asks it to add this network'

/**
 * A note for each configured network its family's connected wallet did not approve (spec §3
 * approvedCaipNetworkIds, e.g. the chains of a WalletConnect session). A family whose wallet does
 * not limit its networks (no approved list) gets none.
 */
export function notApprovedNotes(
  state: Pick<RegistryState, 'networks' | 'chains'>,
): Partial<Record<CaipNetworkId, string>> {
  const notes: Partial<Record<CaipNetworkId, string>> = {}
  for (const network of state.networks) {
    const chain = state.chains[network.chainNamespace]
    const approved = chain?.status === 'connected' ? chain.approvedCaipNetworkIds : undefined
    if (approved && !approved.includes(network.caipNetworkId)) {
      notes[network.caipNetworkId] = NOT_APPROVED_NOTE
    }
  }
  return notes
}
