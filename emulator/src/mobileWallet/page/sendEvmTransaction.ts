import { createWalletClient, defineChain, type Hash, http, isAddressEqual } from 'viem'
import { parseTransactionRequest } from '../../testWallet/methods/parseTransactionRequest.js'
import { toProviderRpcError } from '../../testWallet/methods/toProviderRpcError.js'
import { unauthorizedError } from '../../testWallet/ProviderRpcError.js'
import type { WalletRequestContext } from './WalletRequestContext.js'

/**
 * eth_sendTransaction [tx] on `chainId`: a viem wallet client with the local account fills
 * nonce, gas and fees from the emulator's RPC proxy (same origin as the page), signs locally,
 * sends the raw transaction and returns its hash. A node error (insufficient funds, revert)
 * comes back as a JSON-RPC error with the node's message.
 */
export async function sendEvmTransaction(
  context: WalletRequestContext,
  chainId: number,
  params: unknown,
): Promise<Hash> {
  const request = parseTransactionRequest(params)
  if (
    typeof request.from !== 'string' ||
    !isAddressEqual(request.from as `0x${string}`, context.evm.address)
  ) {
    throw unauthorizedError()
  }
  const rpcUrl = context.rpcUrl(chainId)
  const chain = defineChain({
    id: chainId,
    name: `Local chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletClient({
    account: context.evm,
    chain,
    transport: http(rpcUrl, { retryCount: 0 }),
  })
  const common = {
    to: request.to,
    value: request.value,
    data: request.data,
    gas: request.gas,
    nonce: request.nonce,
  }
  try {
    if (request.gasPrice !== undefined) {
      return await client.sendTransaction({ ...common, type: 'legacy', gasPrice: request.gasPrice })
    }
    return await client.sendTransaction({
      ...common,
      maxFeePerGas: request.maxFeePerGas,
      maxPriorityFeePerGas: request.maxPriorityFeePerGas,
    })
  } catch (error) {
    throw toProviderRpcError(error)
  }
}
