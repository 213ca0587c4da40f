import { createWalletClient, custom, defineChain, type Hash, numberToHex } from 'viem'
import { invalidParamsError } from '../ProviderRpcError.js'
import { parseTransactionRequest } from './parseTransactionRequest.js'
import type { TestWalletContext } from './TestWalletContext.js'
import { toProviderRpcError } from './toProviderRpcError.js'

/**
 * eth_sendTransaction [tx]: needs a connected `from` (4100 otherwise), asks the user
 * ('Send 0.01 ETH to 0x…'), then lets a viem wallet client with the local account fill nonce,
 * gas and fees from the active chain's RPC, sign locally and send the raw transaction. Returns
 * the hash. A node error (insufficient funds, revert, nonce too low) reaches the page unchanged.
 */
export async function sendTransaction(context: TestWalletContext, params: unknown): Promise<Hash> {
  const request = parseTransactionRequest(params)
  const account = context.requireAccount(request.from)
  const active = context.activeChain()
  if (request.chainId !== undefined && request.chainId !== BigInt(active.chainId)) {
    throw invalidParamsError(
      `chainId ${numberToHex(request.chainId)} does not match the active chain ${numberToHex(active.chainId)}`,
    )
  }
  await context.confirm('eth_sendTransaction', params)
  const chain = defineChain({
    id: active.chainId,
    name: active.name,
    nativeCurrency: active.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [active.rpcUrl] } },
  })
  const transport = custom(
    { request: ({ method, params }) => context.rpc(active.rpcUrl, method, params) },
    { retryCount: 0 },
  )
  const client = createWalletClient({ account, chain, transport })
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
