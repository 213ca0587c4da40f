import type { AdapterSendRequest } from '@appkit/kernel'
import { assertEvmAddress } from '@appkit/kernel/validators'
import { createWalletClient, custom, encodeFunctionData, erc20Abi } from 'viem'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { toProviderError } from '../provider/toProviderError.js'
import { toViemChain } from '../transport/toViemChain.js'
import { parseAmount } from './parseAmount.js'
import { tokenContractAddress } from './tokenContractAddress.js'

/**
 * Sends through the wallet's own provider and resolves with the transaction hash (spec §4
 * 'Native sends use a plain transfer; token sends call the token contract transfer method').
 * viem checks the wallet is on `caipNetwork` first; a rejection is UserRejectedRequestError.
 *
 * @example await send(provider, { from, to, amount: '0.01', caipNetwork: hardhat, connector })
 */
export async function send(
  provider: Eip1193Provider,
  request: AdapterSendRequest,
): Promise<`0x${string}`> {
  const { caipNetwork, token, amount } = request
  const from = assertEvmAddress(request.from) as `0x${string}`
  const to = assertEvmAddress(request.to) as `0x${string}`
  const isToken = token?.address !== undefined
  const decimals = isToken ? token?.decimals : caipNetwork.nativeCurrency.decimals
  const value = parseAmount(amount, decimals ?? Number.NaN)
  const contract = isToken ? tokenContractAddress(token?.address) : undefined
  const chain = toViemChain(caipNetwork)
  const wallet = createWalletClient({ account: from, chain, transport: custom(provider) })
  try {
    if (!contract) return await wallet.sendTransaction({ to, value })
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] })
    return await wallet.sendTransaction({ to: contract, data })
  } catch (error) {
    throw toProviderError(error)
  }
}
