import type { AdapterSendRequest } from '@appkit/kernel'
import { assertEvmAddress } from '@appkit/kernel/validators'
import { encodeFunctionData, toHex } from 'viem'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { providerRequest } from '../provider/providerRequest.js'
import { assertTransactionHash } from './assertTransactionHash.js'
import { assertWalletOnNetwork } from './assertWalletOnNetwork.js'
import { ERC20_TRANSFER_ABI } from './ERC20_TRANSFER_ABI.js'
import { parseAmount } from './parseAmount.js'
import { tokenContractAddress } from './tokenContractAddress.js'

/**
 * Sends through the wallet's own provider (`eth_sendTransaction`) and resolves with the
 * transaction hash (spec §4 'Native sends use a plain transfer; token sends call the token
 * contract transfer method'). The wallet must be on `caipNetwork` first; a rejection is
 * UserRejectedRequestError.
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
  await assertWalletOnNetwork(provider, caipNetwork)
  const chainId = toHex(Number(caipNetwork.id))
  const transaction = contract
    ? {
        from,
        to: contract,
        data: encodeFunctionData({
          abi: ERC20_TRANSFER_ABI,
          functionName: 'transfer',
          args: [to, value],
        }),
        chainId,
      }
    : { from, to, value: toHex(value), chainId }
  return assertTransactionHash(
    await providerRequest(provider, 'eth_sendTransaction', [transaction]),
  )
}
