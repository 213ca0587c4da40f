import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { PermissionRequest } from './PermissionRequest.js'

/** How the approval screen names a token: its symbol and decimals, as the token says. */
export interface TokenLabel {
  symbol: string
  decimals: number
}

/**
 * The symbol and decimals of each ERC-20 the request grants an allowance for, read from the
 * chain; a token that does not answer both (or answers nonsense) is left out.
 */
export async function readTokenLabels(
  client: PublicClient,
  request: PermissionRequest,
): Promise<Map<string, TokenLabel>> {
  const labels = new Map<string, TokenLabel>()
  for (const permission of request.permissions) {
    if (permission.type !== 'erc20-recurring-allowance') continue
    const address: Address = permission.data.token
    const [symbol, decimals] = await Promise.all([
      client
        .readContract({ address, abi: erc20Abi, functionName: 'symbol' })
        .catch(() => undefined),
      client
        .readContract({ address, abi: erc20Abi, functionName: 'decimals' })
        .catch(() => undefined),
    ])
    if (
      typeof symbol === 'string' &&
      /^[\w.-]{1,16}$/.test(symbol) &&
      typeof decimals === 'number' &&
      decimals <= 36
    ) {
      labels.set(address.toLowerCase(), { symbol, decimals })
    }
  }
  return labels
}
