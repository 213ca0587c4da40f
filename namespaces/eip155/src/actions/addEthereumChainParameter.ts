import { AppKitError, type CaipNetwork } from '@appkit/kernel'
import { toHexChainId } from '../provider/toHexChainId.js'

/** EIP-3085 `wallet_addEthereumChain` parameter. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`
  chainName: string
  rpcUrls: string[]
  nativeCurrency: { name: string; decimals: number; symbol: string }
  blockExplorerUrls: string[]
  iconUrls: string[]
}

/**
 * What a wallet needs to add a network (spec §7 'wallet_addEthereumChain (chain id hex, rpc
 * urls, name, native currency name/decimals/symbol, explorer urls, icon urls)'). The chain's
 * own public RPC (`chainDefault`) is offered, never an URL carrying the project id.
 */
export function addEthereumChainParameter(network: CaipNetwork): AddEthereumChainParameter {
  const rpcUrls = [...(network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http)]
  if (rpcUrls.length === 0) {
    throw new AppKitError('Chain is not supported', {
      category: 'CONFIGURATION_ERROR',
      details: `${network.caipNetworkId} has no RPC URL to give the wallet`,
    })
  }
  const explorer = network.blockExplorers?.default.url
  const icon = network.assets?.imageUrl
  return {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    rpcUrls,
    nativeCurrency: {
      name: network.nativeCurrency.name,
      decimals: network.nativeCurrency.decimals,
      symbol: network.nativeCurrency.symbol,
    },
    blockExplorerUrls: explorer ? [explorer] : [],
    iconUrls: icon ? [icon] : [],
  }
}
