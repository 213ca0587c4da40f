import { AppKitError, type CaipNetwork } from '@appkit/kernel'
import { decodeChainId } from '../provider/decodeChainId.js'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { providerRequest } from '../provider/providerRequest.js'

/**
 * Asks the wallet its chain (`eth_chainId`) and refuses to go on when it is not `network`, so a
 * transaction is never signed for another chain than the one the user sees.
 *
 * @example await assertWalletOnNetwork(provider, base) // throws when the wallet is on mainnet
 */
export async function assertWalletOnNetwork(
  provider: Eip1193Provider,
  network: CaipNetwork,
): Promise<void> {
  const answer = await providerRequest(provider, 'eth_chainId')
  const current = decodeChainId(answer)
  const target = Number(network.id)
  if (current === target) return
  throw new AppKitError(
    `The wallet's current chain (id: ${current ?? String(answer)}) does not match the target chain of the transaction (id: ${target}, ${network.name}).`,
    {
      category: 'PROVIDER_ERROR',
      metaMessages: [`Switch the wallet to ${network.name} and try again.`],
    },
  )
}
