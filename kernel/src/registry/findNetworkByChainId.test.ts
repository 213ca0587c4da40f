import { describe, expect, it } from 'vitest'
import { findNetworkByChainId } from './findNetworkByChainId.js'
import { mainnet, polygon, solana, testNetworks } from './testFixtures.js'

describe('findNetworkByChainId', () => {
  it('matches a number, a decimal or hex string, or a CAIP-2 id within the family', () => {
    expect(findNetworkByChainId(testNetworks, 'eip155', 137)).toBe(polygon)
    expect(findNetworkByChainId(testNetworks, 'eip155', '137')).toBe(polygon)
    expect(findNetworkByChainId(testNetworks, 'eip155', '0x89')).toBe(polygon)
    expect(findNetworkByChainId(testNetworks, 'eip155', 'eip155:1')).toBe(mainnet)
    expect(findNetworkByChainId(testNetworks, 'solana', solana.caipNetworkId)).toBe(solana)
  })

  it('finds nothing for an unconfigured chain or another family', () => {
    expect(findNetworkByChainId(testNetworks, 'eip155', 10)).toBeUndefined()
    expect(findNetworkByChainId(testNetworks, 'solana', 1)).toBeUndefined()
  })
})
