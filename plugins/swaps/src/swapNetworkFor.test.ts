import { describe, expect, it } from 'vitest'
import { SWAP_CHAIN_IDS } from './policies.js'
import { isSwapNetwork, swapNetworkFor } from './swapNetworkFor.js'

describe("spec §6 'swaps on 12 networks (ids 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554)'", () => {
  it('accepts exactly those 12 eip155 networks', () => {
    expect(SWAP_CHAIN_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
    for (const id of SWAP_CHAIN_IDS) expect(swapNetworkFor(`eip155:${id}`)).toBe(`eip155:${id}`)
  })

  it('refuses every other network, other families and malformed ids', () => {
    for (const id of ['eip155:31337', 'eip155:1337', 'eip155:11155111', 'eip155:01', 'eip155:']) {
      expect(swapNetworkFor(id)).toBeUndefined()
    }
    expect(isSwapNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
    expect(swapNetworkFor(undefined)).toBeUndefined()
  })

  it('lets a stand-in local network trade as the swap network it stands in for, and no other', () => {
    const standIns = { 'eip155:31337': 'eip155:10' }
    expect(swapNetworkFor('eip155:31337', standIns)).toBe('eip155:10')
    expect(swapNetworkFor('eip155:1337', standIns)).toBeUndefined()
    expect(swapNetworkFor('eip155:31337', { 'eip155:31337': 'eip155:31337' })).toBeUndefined()
  })
})
