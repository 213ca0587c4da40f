import { AppKitError, type CaipNetwork } from '@appkit/kernel'

/**
 * A copy of a network on another RPC URL (both `default` and `chainDefault`), e.g. the local
 * Solana network on the port the emulator bound (it writes it to `.appkit/emulator.json`).
 *
 * @example withRpcUrl(solanaLocal, emulator.solana.rpcUrl)
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
