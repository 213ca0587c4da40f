import { AppKitError, type CaipNetwork } from '@appkit/kernel'

/** A solana network's RPC URL (its first default http URL). */
export function rpcUrlOf(network: CaipNetwork): string {
  const url = network?.chainNamespace === 'solana' ? network.rpcUrls.default.http[0] : undefined
  if (!url) {
    throw new AppKitError('Chain is not supported', {
      category: 'CONFIGURATION_ERROR',
      details: `Not a solana network with an RPC URL: ${String(network?.caipNetworkId)}`,
    })
  }
  return url
}
