import { describe, expect, it } from 'vitest'
import { base } from '../networks/base.js'
import { networkForChainId } from '../provider/networkForChainId.js'
import { addEthereumChainParameter } from './addEthereumChainParameter.js'

describe('addEthereumChainParameter: spec §7 wallet_addEthereumChain fields', () => {
  it('has the chain id in hex, name, rpc urls, native currency, explorer and icon urls', () => {
    const network = { ...base, assets: { imageUrl: 'https://img.example/base.png' } }
    expect(addEthereumChainParameter(network)).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      rpcUrls: base.rpcUrls.chainDefault?.http,
      nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
      blockExplorerUrls: ['https://basescan.org'],
      iconUrls: ['https://img.example/base.png'],
    })
  })

  it('refuses a network without RPC URL with "Chain is not supported"', () => {
    expect(() => addEthereumChainParameter(networkForChainId([], 999))).toThrow(
      'Chain is not supported',
    )
  })
})
