import { AppKitError, type CaipNetwork } from '@appkit/kernel'

/**
 * A copy of a network on another RPC URL (both `default` and `chainDefault`), e.g. a local
 * chain on the port the emulator actually bound (it writes them to `.appkit/emulator.json`).
 *
 * @example withRpcUrl(hardhat, emulator.chains['31337'].rpcUrl)
 */
export function withRpcUrl(network: CaipNetwork, rpcUrl: string): CaipNetwork {
  if (!isHttpUrl(rpcUrl)) {
    throw new AppKitError(`Invalid RPC URL: ${String(rpcUrl)}`, { category: 'CONFIGURATION_ERROR' })
  }
  return {
    ...network,
    rpcUrls: { ...network.rpcUrls, default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
  }
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
