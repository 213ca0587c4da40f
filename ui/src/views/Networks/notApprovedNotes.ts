import type { CaipNetworkId, RegistryState } from '@appkit/kernel'
import { networksMessages } from './networksMessages.js'

/**
 * What a network the connected wallet did not approve says, visibly and as its description, in
 * English (the view passes it in the visitor's locale).
 */
export const NOT_APPROVED_NOTE = networksMessages.notApproved.message

/**
 * A note for each configured network its family's connected wallet did not approve (spec §3
 * approvedCaipNetworkIds, e.g. the chains of a WalletConnect session). A family whose wallet does
 * not limit its networks (no approved list) gets none.
 */
export function notApprovedNotes(
  state: Pick<RegistryState, 'networks' | 'chains'>,
  note: string = NOT_APPROVED_NOTE,
): Partial<Record<CaipNetworkId, string>> {
  const notes: Partial<Record<CaipNetworkId, string>> = {}
  for (const network of state.networks) {
    const chain = state.chains[network.chainNamespace]
    const approved = chain?.status === 'connected' ? chain.approvedCaipNetworkIds : undefined
    if (approved && !approved.includes(network.caipNetworkId)) {
      notes[network.caipNetworkId] = note
    }
  }
  return notes
}
