import type { AdapterBalance, CaipNetwork } from '@appkit/kernel'
import { assertEvmAddress } from '@appkit/kernel/validators'
import { formatUnits, type PublicClient } from 'viem'
import { toProviderError } from '../provider/toProviderError.js'

/**
 * The native balance of `address` on `network`, read through the network's public client.
 * `formatted` is untruncated (the kernel shows 3 decimals).
 *
 * @example await getBalance(client, { address, network: mainnet }) // { formatted: '1.5', ... }
 */
export async function getBalance(
  client: PublicClient,
  { address, network }: { address: string; network: CaipNetwork },
): Promise<AdapterBalance> {
  const account = assertEvmAddress(address) as `0x${string}`
  const { decimals, symbol } = network.nativeCurrency
  let value: bigint
  try {
    value = await client.getBalance({ address: account })
  } catch (error) {
    throw toProviderError(error, 'RPC_ERROR')
  }
  return { formatted: formatUnits(value, decimals), value, decimals, symbol }
}
