import { LOCAL_SOLANA_GENESIS_HASH } from '@appkit/emulator'
import { describe, expect, it } from 'vitest'
import {
  solana,
  solanaDevnet,
  solanaLocal,
  solanaTestnet,
  walletStandardChainOf,
  withRpcUrl,
} from './index.js'

describe('Solana networks', () => {
  it("the spec's 'three Solana networks' have the clusters' CAIP-2 ids and SOL with 9 decimals", () => {
    expect([solana, solanaDevnet, solanaTestnet].map((n) => n.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    for (const network of [solana, solanaDevnet, solanaTestnet, solanaLocal]) {
      expect(network.chainNamespace).toBe('solana')
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
      expect(Object.isFrozen(network)).toBe(true)
    }
  })

  it("the local network is the emulator's genesis hash", () => {
    expect(solanaLocal.caipNetworkId).toBe(`solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}`)
    expect(solanaLocal.rpcUrls.default.http).toEqual(['http://127.0.0.1:8899'])
  })

  it('maps networks to Wallet Standard chains', () => {
    expect(walletStandardChainOf(solana)).toBe('solana:mainnet')
    expect(walletStandardChainOf(solanaDevnet)).toBe('solana:devnet')
    expect(walletStandardChainOf(solanaTestnet)).toBe('solana:testnet')
    expect(walletStandardChainOf(withRpcUrl(solanaLocal, 'http://127.0.0.1:1'))).toBe(
      'solana:localnet',
    )
  })

  it('withRpcUrl moves a network and rejects what is not an http URL', () => {
    expect(withRpcUrl(solanaLocal, 'http://127.0.0.1:9').rpcUrls.default.http).toEqual([
      'http://127.0.0.1:9',
    ])
    expect(() => withRpcUrl(solanaLocal, 'ftp://x')).toThrow('Invalid RPC URL: ftp://x')
  })
})
