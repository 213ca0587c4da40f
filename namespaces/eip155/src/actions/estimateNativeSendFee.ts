import type { AdapterSendFeeRequest } from '@appkit/kernel'
import { estimateEvmFeePerGas, hexQuantity } from './estimateEvmFeePerGas.js'

/**
 * The fee the Max of a native EVM send leaves: the gas estimate of a plain transfer times the
 * most the wallet will pay per gas (`estimateEvmFeePerGas`: an EIP-1559 wallet checks gas limit
 * x maxFeePerGas against the balance).
 *
 * @example await estimateNativeSendFee({ from, to, request: (method, params) => ctx.request('eip155', method, params) })
 */
export async function estimateNativeSendFee(request: AdapterSendFeeRequest): Promise<bigint> {
  const transfer = { from: request.from, to: request.to, value: '0x0' }
  const read = (method: string, params: unknown[]) => request.request(method, params)
  const [gas, feePerGas] = await Promise.all([
    read('eth_estimateGas', [transfer]),
    estimateEvmFeePerGas(read),
  ])
  return hexQuantity(gas, 'eth_estimateGas') * feePerGas
}
