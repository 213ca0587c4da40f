import type { CaipNetwork } from '@appkit/kernel'
import { EIP155_EVENTS, EIP155_METHODS, SOLANA_EVENTS, SOLANA_METHODS } from '../policies.js'

/** One namespace of a session proposal (CAIP-25), with the RPC URL per chain reference. */
export interface NamespaceRequest {
  chains: string[]
  methods: string[]
  events: string[]
  /** Chain reference ('1', a genesis hash) to an RPC URL, so the library never uses its own RPC. */
  rpcMap?: Record<string, string>
}

export type NamespaceRequests = Record<string, NamespaceRequest>

const SESSION_SHAPES: Readonly<
  Record<string, { methods: readonly string[]; events: readonly string[] }>
> = {
  eip155: { methods: EIP155_METHODS, events: EIP155_EVENTS },
  solana: { methods: SOLANA_METHODS, events: SOLANA_EVENTS },
}

function httpRpcUrl(network: CaipNetwork): string | undefined {
  return network.rpcUrls.default.http.find((url) => /^https?:\/\//i.test(url))
}

function union(a: readonly string[], b: readonly string[] = []): string[] {
  return [...new Set([...a, ...b])]
}

/**
 * The session's optional namespaces (CAIP-25): every configured eip155 network (personal_sign,
 * eth_sendTransaction, eth_signTypedData_v4, wallet_switchEthereumChain, wallet_addEthereumChain;
 * accountsChanged, chainChanged) and solana network, each chain's RPC URL in `rpcMap`, then
 * `extra` merged in (an app may ask for solana without configuring solana networks).
 *
 * @example buildOptionalNamespaces([mainnet]).eip155?.chains // ['eip155:1']
 */
export function buildOptionalNamespaces(
  networks: readonly CaipNetwork[],
  extra: Readonly<NamespaceRequests> = {},
): NamespaceRequests {
  const namespaces: NamespaceRequests = {}
  for (const network of networks) {
    const shape = SESSION_SHAPES[network.chainNamespace]
    if (!shape) continue
    const entry = namespaces[network.chainNamespace] ?? {
      chains: [],
      methods: [...shape.methods],
      events: [...shape.events],
      rpcMap: {},
    }
    namespaces[network.chainNamespace] = entry
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const rpcUrl = httpRpcUrl(network)
    if (rpcUrl && entry.rpcMap) entry.rpcMap[String(network.id)] ??= rpcUrl
  }
  for (const [key, request] of Object.entries(extra)) {
    const current = namespaces[key]
    namespaces[key] = {
      chains: union(current?.chains ?? [], request.chains),
      methods: union(current?.methods ?? [], request.methods),
      events: union(current?.events ?? [], request.events),
      rpcMap: { ...current?.rpcMap, ...request.rpcMap },
    }
  }
  return namespaces
}
