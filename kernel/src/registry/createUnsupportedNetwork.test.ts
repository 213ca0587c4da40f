import { describe, expect, it } from 'vitest'
import { createUnsupportedNetwork } from './createUnsupportedNetwork.js'

describe('createUnsupportedNetwork', () => {
  it("builds an 'Unknown Network' with a normalised CAIP-2 id", () => {
    expect(createUnsupportedNetwork('eip155', '0xa')).toMatchObject({
      id: 10,
      caipNetworkId: 'eip155:10',
      name: 'Unknown Network',
      chainNamespace: 'eip155',
    })
    expect(createUnsupportedNetwork('solana', 'solana:abc')).toMatchObject({
      id: 'abc',
      caipNetworkId: 'solana:abc',
    })
  })
})
