import type { CaipNetwork } from '@appkit/kernel'
import { isLocalRpcUrl } from './isLocalRpcUrl.js'

export interface RpcUrlOptions {
  projectId?: string
  /** The AppKit RPC service; networks on this machine keep their local URL instead. */
  rpcBaseUrl?: string
}

/**
 * A network's AppKit RPC URL: spec §7 'POST JSON-RPC ... to a chain RPC URL with chainId and
 * projectId query params'. `chainId` is the CAIP-2 id. A local chain gets its own URL with the
 * same params (Hardhat ignores query strings). Undefined for a remote network when no
 * `rpcBaseUrl` is set: the project id is never sent to third-party public RPCs.
 *
 * @example rpcUrlFor(mainnet, { projectId: 'p', rpcBaseUrl: 'https://rpc.example/v1/' })
 * // 'https://rpc.example/v1/?chainId=eip155%3A1&projectId=p'
 */
export function rpcUrlFor(network: CaipNetwork, options: RpcUrlOptions): string | undefined {
  const local = network.rpcUrls.default.http.find(isLocalRpcUrl)
  const base = local ?? options.rpcBaseUrl
  if (!base) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  url.searchParams.set('chainId', network.caipNetworkId)
  if (options.projectId) url.searchParams.set('projectId', options.projectId)
  return url.toString()
}
