import type { KitEip1193Provider } from '@appkit/eip155/interop'
import { BrowserProvider } from 'ethers'

export interface PinnedBrowserProvider {
  provider: BrowserProvider
  /**
   * Destroys the provider once the requests it has in flight settle, so that a request which
   * itself changed the chain (wallet_switchEthereumChain sent through ethers) still resolves.
   */
  retire(): void
}

/**
 * A BrowserProvider over the kit's EIP-1193 provider, pinned to `chainId`: if it outlives its
 * chain it fails loudly ('network changed') rather than answering for another chain.
 */
export function createPinnedBrowserProvider(
  eip1193: KitEip1193Provider,
  chainId: number,
): PinnedBrowserProvider {
  let inFlight = 0
  let retired = false
  const destroyWhenIdle = () => {
    if (retired && inFlight === 0 && !provider.destroyed) provider.destroy()
  }
  const provider = new BrowserProvider(
    {
      request(args) {
        inFlight += 1
        return eip1193.request(args).finally(() => {
          inFlight -= 1
          // After ethers has handed the result to its caller: a destroyed provider drops results.
          setTimeout(destroyWhenIdle, 0)
        })
      },
    },
    chainId,
  )
  return {
    provider,
    retire() {
      retired = true
      destroyWhenIdle()
    },
  }
}
