import type { NamespaceAdapter } from '../adapters/NamespaceAdapter.js'
import { formatUnits } from '../balances/formatUnits.js'
import type { TokenBalance } from '../registry/TokenBalance.js'
import { parseUnits } from './parseUnits.js'
import { truncateSignificant } from './truncateSignificant.js'

export interface MaxSendAmountRequest {
  token: Pick<TokenBalance, 'address' | 'quantity'>
  /** The active family's adapter: its `nativeSendFee` prices a native send. */
  adapter: Pick<NamespaceAdapter, 'nativeSendFee'> | undefined
  /** The sender. */
  from: string
  /** The receiver when it is already known and valid; the sender otherwise (same fee for a transfer). */
  to?: string | undefined
  /** A JSON-RPC read on the active network of the family: `kit.request` bound to it. */
  request: (method: string, params?: unknown) => Promise<unknown>
}

/**
 * The Max button's amount: a token's whole balance; for the native currency, the balance less
 * the network fee the family's adapter names (`nativeSendFee`: EVM gas, the Solana signature
 * fee; none when the adapter has no rule), never below 0. Cut to 15 significant digits so the
 * send state's number keeps it.
 *
 * @example await getMaxSendAmount({ token: eth, adapter: kit.adapter('eip155'), from, request })
 */
export async function getMaxSendAmount(request: MaxSendAmountRequest): Promise<string> {
  const { token, adapter, from } = request
  if (token.address !== undefined) return truncateSignificant(token.quantity.numeric)
  const decimals = Number(token.quantity.decimals)
  const fee =
    (await adapter?.nativeSendFee?.({ from, to: request.to ?? from, request: request.request })) ??
    0n
  const balance = parseUnits(token.quantity.numeric, decimals)
  const max = balance > fee ? balance - fee : 0n
  return truncateSignificant(formatUnits(max, decimals))
}
