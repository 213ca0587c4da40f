import { describe, expect, it } from 'vitest'
import {
  arbitrum,
  avalanche,
  base,
  bsc,
  celo,
  gnosis,
  hardhat,
  localhost,
  mainnet,
  optimism,
  polygon,
  withRpcUrl,
  zksync,
} from './index.js'

const NETWORKS = {
  mainnet: [mainnet, 1],
  optimism: [optimism, 10],
  arbitrum: [arbitrum, 42161],
  polygon: [polygon, 137],
  base: [base, 8453],
  bsc: [bsc, 56],
  avalanche: [avalanche, 43114],
  gnosis: [gnosis, 100],
  zksync: [zksync, 324],
  celo: [celo, 42220],
  hardhat: [hardhat, 31337],
  localhost: [localhost, 1337],
} as const

describe('networks: spec §9 supported EVM networks, as data', () => {
  it.each(Object.entries(NETWORKS))(
    '%s is a complete eip155 CaipNetwork',
    (_name, [network, id]) => {
      expect(network).toMatchObject({
        id,
        chainNamespace: 'eip155',
        caipNetworkId: `eip155:${id}`,
        assets: { imageId: `eip155:${id}` },
      })
      expect(network.name).not.toBe('')
      expect(network.nativeCurrency.decimals).toBe(18)
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
      expect(network.rpcUrls.chainDefault?.http).toEqual(network.rpcUrls.default.http)
    },
  )

  it('remote networks have a block explorer', () => {
    const remote = Object.values(NETWORKS).filter(([, id]) => id !== 31337 && id !== 1337)
    expect(remote).toHaveLength(10)
    for (const [network] of remote) {
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
    }
  })

  it('the local chains default to the emulator ports 8545 and 8546', () => {
    expect(hardhat.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(localhost.rpcUrls.default.http).toEqual(['http://127.0.0.1:8546'])
  })
})

describe('withRpcUrl', () => {
  it('moves a network to another RPC URL without touching the original', () => {
    const moved = withRpcUrl(hardhat, 'http://127.0.0.1:40001')
    expect(moved.rpcUrls).toEqual({
      default: { http: ['http://127.0.0.1:40001'] },
      chainDefault: { http: ['http://127.0.0.1:40001'] },
    })
    expect(hardhat.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })

  it('refuses what is not an http(s) URL', () => {
    expect(() => withRpcUrl(hardhat, 'ftp://x')).toThrow('Invalid RPC URL: ftp://x')
    expect(() => withRpcUrl(hardhat, 'nope')).toThrow('Invalid RPC URL: nope')
  })
})
