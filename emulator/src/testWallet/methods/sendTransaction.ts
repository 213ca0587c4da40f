import { type Hash, numberToHex } from 'viem'
import { invalidParamsError } from '../ProviderRpcError.js'
import { parseTransactionRequest } from './parseTransactionRequest.js'
import { submitTransaction } from './submitTransaction.js'
import type { TestWalletContext } from './TestWalletContext.js'

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
  return context.exclusive(() =>
    submitTransaction(context, account, active, {
      to: request.to,
      value: request.value,
      data: request.data,
      gas: request.gas,
      nonce: request.nonce,
      gasPrice: request.gasPrice,
      maxFeePerGas: request.maxFeePerGas,
      maxPriorityFeePerGas: request.maxPriorityFeePerGas,
    }),
  )
}
