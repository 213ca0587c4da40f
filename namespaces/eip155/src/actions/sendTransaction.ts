import type { AdapterTransactionRequest } from '@appkit/kernel'
import { assertEvmAddress } from '@appkit/kernel/validators'
import { toHex } from 'viem'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { providerRequest } from '../provider/providerRequest.js'
import { assertTransactionHash } from './assertTransactionHash.js'
import { assertWalletOnNetwork } from './assertWalletOnNetwork.js'

/**
 * Sends a prepared transaction (to, data, value) through the wallet's own provider
 * (`eth_sendTransaction`), like a send: the wallet must be on `caipNetwork` first, and the
 * answer must be a transaction hash.
 *
 * @example await sendTransaction(provider, { connector, from, to: pool, data, value: 10n ** 17n, caipNetwork })
 */
export async function sendTransaction(
  provider: Eip1193Provider,
  request: AdapterTransactionRequest,
): Promise<`0x${string}`> {
  const from = assertEvmAddress(request.from) as `0x${string}`
  const to = assertEvmAddress(request.to) as `0x${string}`
  await assertWalletOnNetwork(provider, request.caipNetwork)
  const transaction = {
    from,
    to,
    data: request.data,
    ...(request.value > 0n ? { value: toHex(request.value) } : {}),
    chainId: toHex(Number(request.caipNetwork.id)),
  }
  return assertTransactionHash(
    await providerRequest(provider, 'eth_sendTransaction', [transaction]),
  )
}
