import { describe, expect, it } from 'vitest'
import { defineEvmNetwork } from './defineEvmNetwork.js'

const facts = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://mainnet.base.org'],
  blockExplorer: { name: 'Basescan', url: 'https://basescan.org' },
}

describe('defineEvmNetwork: spec §3 network entity from plain facts', () => {
  it('derives the CAIP-2 id, the image id and the chain default RPC from the facts', () => {
    expect(defineEvmNetwork(facts)).toEqual({
      id: 8453,
      name: 'Base',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:8453',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: {
        default: { http: ['https://mainnet.base.org'] },
        chainDefault: { http: ['https://mainnet.base.org'] },
      },
      assets: { imageId: 'eip155:8453' },
      blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
    })
  })

  it('leaves out what the facts do not give, and keeps testnet when they do', () => {
    const local = defineEvmNetwork({ ...facts, blockExplorer: undefined, testnet: false })
    expect(local).not.toHaveProperty('blockExplorers')
    expect(local.testnet).toBe(false)
    expect(defineEvmNetwork(facts)).not.toHaveProperty('testnet')
  })

  it('is frozen all the way down, so kits sharing a network cannot change it', () => {
    const rpcUrls = ['https://mainnet.base.org']
    const network = defineEvmNetwork({ ...facts, rpcUrls })
    rpcUrls.push('https://changed.example')
    expect(network.rpcUrls.default.http).toEqual(['https://mainnet.base.org'])
    expect(Object.isFrozen(network)).toBe(true)
    expect(Object.isFrozen(network.rpcUrls.default.http)).toBe(true)
    expect(Object.isFrozen(network.nativeCurrency)).toBe(true)
    expect(Object.isFrozen(network.blockExplorers?.default)).toBe(true)
  })
})
