import type { CaipNetwork } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { buildOptionalNamespaces } from './buildOptionalNamespaces.js'

const evm = (id: number, rpc: string): CaipNetwork => ({
  id,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
})

const solanaLocal: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Local',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

describe('buildOptionalNamespaces', () => {
  it('asks for every configured eip155 network with the wallet methods and events, and their RPC URLs', () => {
    const namespaces = buildOptionalNamespaces([
      evm(31337, 'http://127.0.0.1:8545'),
      evm(1337, 'http://127.0.0.1:8546'),
    ])
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:1337'],
        methods: [
          'personal_sign',
          'eth_sendTransaction',
          'eth_signTypedData_v4',
          'wallet_switchEthereumChain',
          'wallet_addEthereumChain',
        ],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: { '31337': 'http://127.0.0.1:8545', '1337': 'http://127.0.0.1:8546' },
      },
    })
  })

  it('adds solana when the kit has solana networks: eip155 and solana in one session', () => {
    const namespaces = buildOptionalNamespaces([evm(1, 'https://rpc.example/1'), solanaLocal])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.solana).toEqual({
      chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
        'solana_signAllTransactions',
      ],
      events: [],
      rpcMap: { EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'http://127.0.0.1:8899' },
    })
  })

  it('merges namespaces the app asks for (solana without solana networks), without duplicates', () => {
    const namespaces = buildOptionalNamespaces([evm(1, 'https://rpc.example/1')], {
      solana: { chains: ['solana:abc'], methods: ['solana_signMessage'], events: [] },
      eip155: { chains: ['eip155:1', 'eip155:10'], methods: ['personal_sign'], events: [] },
    })
    expect(namespaces.solana?.chains).toEqual(['solana:abc'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:10'])
    expect(namespaces.eip155?.methods.filter((m) => m === 'personal_sign')).toHaveLength(1)
  })

  it('leaves out other families, and RPC URLs that are not http(s)', () => {
    const polkadot = { ...solanaLocal, chainNamespace: 'polkadot', caipNetworkId: 'polkadot:x' }
    const namespaces = buildOptionalNamespaces([
      polkadot as CaipNetwork,
      evm(5, 'javascript:alert(1)'),
    ])
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155?.rpcMap).toEqual({})
  })
})
