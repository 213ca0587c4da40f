import type { CaipNetwork, RegistryState } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { NOT_APPROVED_NOTE, notApprovedNotes } from './notApprovedNotes.js'

const network = (caipNetworkId: `eip155:${string}`) =>
  ({ caipNetworkId, chainNamespace: 'eip155', name: caipNetworkId }) as unknown as CaipNetwork

const networks = [network('eip155:31337'), network('eip155:1337')]

function state(chain: Partial<NonNullable<RegistryState['chains']['eip155']>>) {
  return {
    networks,
    chains: {
      eip155: {
        namespace: 'eip155',
        status: 'connected',
        connections: [],
        preferredAccountType: 'eoa',
        ...chain,
      },
    },
  } as Pick<RegistryState, 'networks' | 'chains'>
}

describe('notApprovedNotes', () => {
  it('spec §3 approvedCaipNetworkIds: notes each configured network the connected wallet did not approve', () => {
    expect(notApprovedNotes(state({ approvedCaipNetworkIds: ['eip155:31337'] }))).toEqual({
      'eip155:1337': NOT_APPROVED_NOTE,
    })
  })

  it('none when the wallet does not limit its networks, or when the family is not connected', () => {
    expect(notApprovedNotes(state({}))).toEqual({})
    expect(
      notApprovedNotes(state({ status: 'disconnected', approvedCaipNetworkIds: ['eip155:31337'] })),
    ).toEqual({})
  })
})
