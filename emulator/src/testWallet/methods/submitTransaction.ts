import {
  type Address,
  createWalletClient,
  custom,
  defineChain,
  type Hash,
  type HDAccount,
  type Hex,
} from 'viem'
import type { TestWalletChain } from '../types.js'
import type { TestWalletContext } from './TestWalletContext.js'
import { toProviderRpcError } from './toProviderRpcError.js'

/** One transaction to sign and send; what is left out is filled from the chain's RPC. */
export interface SubmitTransactionRequest {
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  /** Sends a legacy (type 0) transaction. */
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

/**
 * Signs `request` with the local `account` and sends it raw to `chain`: a viem wallet client
 * whose transport is `context.rpc` fills nonce, gas and fees, signs locally and calls
 * eth_sendRawTransaction. Returns the hash; a node error reaches the caller unchanged.
 */
export async function submitTransaction(
  context: TestWalletContext,
  account: HDAccount,
  chain: TestWalletChain,
  request: SubmitTransactionRequest,
): Promise<Hash> {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = custom(
    { request: ({ method, params }) => context.rpc(chain.rpcUrl, method, params) },
    { retryCount: 0 },
  )
  const client = createWalletClient({ account, chain: viemChain, transport })
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
