import { decodeUnknownSync } from '../pipelines/decodeUnknown.js'
import type { TokenBalance } from '../registry/TokenBalance.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import { toHexChainId } from './toHexChainId.js'
import { WalletAssetsResponse } from './WalletAssetsResponse.js'
import { walletAssetToTokenBalance } from './walletAssetToTokenBalance.js'

interface RequestProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

function isRequestProvider(provider: unknown): provider is RequestProvider {
  return (
    typeof provider === 'object' &&
    provider !== null &&
    typeof (provider as { request?: unknown }).request === 'function'
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The entry of a record keyed by hex chain id, whatever the case of its hex digits. */
function byChainId(record: Record<string, unknown>, chainId: string): unknown {
  const key = Object.keys(record).find((k) => k.toLowerCase() === chainId)
  return key === undefined ? undefined : record[key]
}

function supportsAssetDiscovery(capabilities: unknown, chainId: string): boolean {
  if (!isRecord(capabilities)) return false
  const forChain = byChainId(capabilities, chainId)
  if (!isRecord(forChain) || !isRecord(forChain.assetDiscovery)) return false
  return forChain.assetDiscovery.supported === true
}

/**
 * Spec §7 Balance lookup for the auth connector on EVM: asks the wallet for its capabilities
 * (asset discovery), then for its assets filtered by hex chain id. Undefined, so the caller
 * falls back to the server call, when the wallet has no such provider, does not support asset
 * discovery on this chain, fails, or answers with any asset that breaks spec §5's wallet-asset
 * rule.
 */
export async function fetchWalletAssets(
  provider: unknown,
  address: string,
  network: CaipNetwork,
): Promise<TokenBalance[] | undefined> {
  if (!isRequestProvider(provider)) return undefined
  const chainId = toHexChainId(network)
  try {
    const capabilities = await provider.request({
      method: 'wallet_getCapabilities',
      params: [address],
    })
    if (!supportsAssetDiscovery(capabilities, chainId)) return undefined
    const answer = await provider.request({
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: [chainId] }],
    })
    const assetsByChain = decodeUnknownSync(WalletAssetsResponse, answer, 'wallet_getAssets')
    const assets = byChainId(assetsByChain, chainId) as (typeof assetsByChain)[string] | undefined
    const balances: TokenBalance[] = []
    for (const asset of assets ?? []) {
      const balance = walletAssetToTokenBalance(asset, network)
      if (!balance) return undefined
      balances.push(balance)
    }
    return balances
  } catch {
    return undefined
  }
}
