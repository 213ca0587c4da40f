import { type AdapterBalance, AppKitError, type CaipNetwork } from '@appkit/kernel'
import { assertEvmAddress, describeValue } from '@appkit/kernel/validators'
import { type Client, formatUnits } from 'viem'
import { toProviderError } from '../provider/toProviderError.js'

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

/** The answer as JSON; one JSON cannot write (too deeply nested to walk, a BigInt) is described. */
function describeAnswer(answer: unknown): string {
  try {
    return JSON.stringify(answer) ?? describeValue(answer)
  } catch {
    return describeValue(answer)
  }
}

/**
 * The native balance of `address` on `network`: `eth_getBalance` at 'latest' through the
 * network's client. (viem's getBalance action is not used: it bundles its multicall path,
 * which a client without multicall never takes.) `formatted` is untruncated (the kernel shows
 * 3 decimals).
 *
 * @example await getBalance(client, { address, network: mainnet }) // { formatted: '1.5', ... }
 */
export async function getBalance(
  client: Client,
  { address, network }: { address: string; network: CaipNetwork },
): Promise<AdapterBalance> {
  const account = assertEvmAddress(address) as `0x${string}`
  const { decimals, symbol } = network.nativeCurrency
  let answer: unknown
  try {
    answer = await client.request({ method: 'eth_getBalance', params: [account, 'latest'] })
  } catch (error) {
    throw toProviderError(error, 'RPC_ERROR')
  }
  if (typeof answer !== 'string' || !QUANTITY.test(answer)) {
    throw new AppKitError('The RPC returned an invalid balance', {
      category: 'RPC_ERROR',
      details: `eth_getBalance answered ${describeAnswer(answer)}`,
    })
  }
  const value = BigInt(answer)
  return { formatted: formatUnits(value, decimals), value, decimals, symbol }
}
