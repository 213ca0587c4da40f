import type { CaipNetwork } from '@appkit/kernel'
import { isLocalRpcUrl } from './isLocalRpcUrl.js'
import { type RpcUrlOptions, rpcUrlFor } from './rpcUrlFor.js'

/**
 * Every RPC URL a network's public client may use, best first: the AppKit RPC URL (or the
 * local chain's URL with its params), then the chain's public RPCs. Empty when the network has
 * none (an 'Unknown Network').
 */
export function rpcUrlsFor(network: CaipNetwork, options: RpcUrlOptions): string[] {
  const primary = rpcUrlFor(network, options)
  const local = primary !== undefined && network.rpcUrls.default.http.some(isLocalRpcUrl)
  const publicUrls = local ? [] : network.rpcUrls.default.http
  return [...new Set([...(primary === undefined ? [] : [primary]), ...publicUrls])]
}
