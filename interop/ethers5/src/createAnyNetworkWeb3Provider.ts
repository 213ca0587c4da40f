import type { FollowedProvider, KitEip1193Provider } from '@appkit/eip155/interop'
import { ProviderDisconnectedError } from '@appkit/kernel'
import { providers } from 'ethers'

/**
 * A fresh Web3Provider over the kit's EIP-1193 provider (no block numbers or network cached from
 * another chain), on the 'any' network so that one an app still holds follows the chain instead
 * of failing with 'underlying network changed'. Once `destroyed` aborts its requests fail (4900).
 */
export function createAnyNetworkWeb3Provider(
  eip1193: KitEip1193Provider,
  _chainId: number,
  destroyed: AbortSignal,
): FollowedProvider<providers.Web3Provider> {
  const provider = new providers.Web3Provider(
    {
      request: async (args) => {
        if (destroyed.aborted) {
          throw new ProviderDisconnectedError({
            message: '@appkit/ethers5: the adapter was destroyed',
          })
        }
        return eip1193.request(args)
      },
    },
    'any',
  )
  return {
    provider,
    retire(reason) {
      // Stops its block polling, if the app listened for blocks.
      if (reason === 'destroyed') provider.removeAllListeners()
    },
  }
}
