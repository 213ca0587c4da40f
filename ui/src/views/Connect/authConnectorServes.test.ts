import { describe, expect, it } from 'vitest'
import { authConnectorServes } from './authConnectorServes.js'

describe('authConnectorServes', () => {
  it('spec §6 auth connector support: an eip155-only AUTH connector offers no login while solana is active', () => {
    const evmOnly = { type: 'AUTH', chain: 'eip155' } as const
    expect(authConnectorServes(evmOnly, 'eip155')).toBe(true)
    expect(authConnectorServes(evmOnly, 'solana')).toBe(false)
  })

  it('an AUTH connector listing solana (as a namespace or CAIP-2 id) serves it', () => {
    expect(
      authConnectorServes({ type: 'AUTH', chain: 'eip155', chains: ['solana'] }, 'solana'),
    ).toBe(true)
    expect(
      authConnectorServes({ type: 'AUTH', chain: 'eip155', chains: ['solana:localnet'] }, 'solana'),
    ).toBe(true)
  })

  it('only AUTH connectors count, and nothing rules one out before a family is active', () => {
    expect(authConnectorServes({ type: 'INJECTED', chain: 'eip155' }, 'eip155')).toBe(false)
    expect(authConnectorServes({ type: 'AUTH', chain: 'eip155' }, undefined)).toBe(true)
  })
})
