import { formatUnits } from '../balances/formatUnits.js'
import type { TokenBalance } from '../registry/TokenBalance.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { estimateEvmFeePerGas, hexQuantity } from './estimateEvmFeePerGas.js'
import { parseUnits } from './parseUnits.js'
import { truncateSignificant } from './truncateSignificant.js'

/**
 * Not in the spec: a Solana transfer costs a 5000-lamport signature fee, which the Max of a
 * native SOL send leaves in the account.
 */
export const SOLANA_SIGNATURE_FEE_LAMPORTS = 5000n

export interface MaxSendAmountRequest {
  token: Pick<TokenBalance, 'address' | 'quantity'>
  namespace: ChainNamespace
  /** The sender. */
  from: string
  /** The receiver when it is already known and valid; the sender otherwise (same gas for a transfer). */
  to?: string | undefined
  /** A JSON-RPC read on the active network: `kit.request`. */
  request: (namespace: ChainNamespace, method: string, params?: unknown) => Promise<unknown>
}

/**
 * The Max button's amount: a token's whole balance; for the native currency, the balance less
 * the network fee (on EVM the gas estimate of a plain transfer times the most the wallet will pay
 * per gas, `estimateEvmFeePerGas`: an EIP-1559 wallet checks gas limit x maxFeePerGas; on Solana
 * the signature fee), never below 0. Cut to 15 significant digits so the send state's number keeps it.
 *
 * @example await getMaxSendAmount({ token: eth, namespace: 'eip155', from, request: kit.request })
 */
export async function getMaxSendAmount(request: MaxSendAmountRequest): Promise<string> {
  const { token, namespace, from } = request
  if (token.address !== undefined) return truncateSignificant(token.quantity.numeric)
  const decimals = Number(token.quantity.decimals)
  let fee = 0n
  if (namespace === 'eip155') {
    const transfer = { from, to: request.to ?? from, value: '0x0' }
    const read = (method: string, params: unknown[]) => request.request('eip155', method, params)
    const [gas, feePerGas] = await Promise.all([
      read('eth_estimateGas', [transfer]),
      estimateEvmFeePerGas(read),
    ])
    fee = hexQuantity(gas, 'eth_estimateGas') * feePerGas
  } else if (namespace === 'solana') {
    fee = SOLANA_SIGNATURE_FEE_LAMPORTS
  }
  const balance = parseUnits(token.quantity.numeric, decimals)
  const max = balance > fee ? balance - fee : 0n
  return truncateSignificant(formatUnits(max, decimals))
}
