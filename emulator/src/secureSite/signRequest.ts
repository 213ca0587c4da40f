import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  isHex,
  type PrivateKeyAccount,
} from 'viem'
import { hexQuantity } from './signing/hexQuantity.js'
import { isOwnerCallToSmartAccount } from './signing/isOwnerCallToSmartAccount.js'
import { isRecord } from './signing/isRecord.js'
import { localChain } from './signing/localChain.js'
import { personalSignMessage } from './signing/personalSignMessage.js'
import { invalidParams, SignRequestError } from './signing/SignRequestError.js'
import { typedDataOf } from './signing/typedDataOf.js'

function sameAddress(value: unknown, account: PrivateKeyAccount): boolean {
  return typeof value === 'string' && value.toLowerCase() === account.address.toLowerCase()
}

/**
 * An approved request signed with the email's key, on the server (the key is unsealed for this
 * call only): personal_sign [message, address], eth_signTypedData_v4 [address, data],
 * eth_sendTransaction [tx] on the local chain `chainId`. `smartAccountContracts` (the user's
 * smart accounts on every chain, and the factories) are guarded: no typed data for them, and
 * no transaction to the account's owner-only functions (see typedDataOf,
 * isOwnerCallToSmartAccount).
 */
export async function signRequest(input: {
  account: PrivateKeyAccount
  method: string
  params: readonly unknown[]
  chainId: number
  rpcUrl: string | undefined
  smartAccountContracts: readonly Address[]
}): Promise<Hex> {
  const { account, params } = input
  if (input.method === 'personal_sign') {
    const [message, address] = params
    const signable = personalSignMessage(message)
    if (!sameAddress(address, account)) throw new SignRequestError('Unauthorized', 4100)
    return account.signMessage({ message: signable })
  }
  if (input.method === 'eth_signTypedData_v4') {
    const [address, raw] = params
    if (!sameAddress(address, account)) throw new SignRequestError('Unauthorized', 4100)
    return account.signTypedData(typedDataOf(raw, input.smartAccountContracts))
  }
  if (input.method === 'eth_sendTransaction') {
    const [tx] = params
    if (!isRecord(tx) || !sameAddress(tx.from, account)) {
      throw new SignRequestError('Unauthorized', 4100)
    }
    if (tx.data !== undefined && !(typeof tx.data === 'string' && isHex(tx.data))) {
      throw invalidParams('data')
    }
    const data = tx.data as Hex | undefined
    if (isOwnerCallToSmartAccount(tx.to, data, input.smartAccountContracts)) {
      throw new SignRequestError(
        'The smart account acts through its own requests, not as an EOA transaction',
        4100,
      )
    }
    if (!input.rpcUrl) throw new SignRequestError('Chain is not supported', 4901)
    const client = createWalletClient({
      account,
      chain: localChain(input.chainId, input.rpcUrl),
      transport: http(input.rpcUrl, { retryCount: 0 }),
    })
    const gas = hexQuantity(tx.gas, 'gas')
    const value = hexQuantity(tx.value, 'value')
    return client.sendTransaction({
      ...(typeof tx.to === 'string' ? { to: tx.to as Hex } : {}),
      ...(data === undefined ? {} : { data }),
      ...(value === undefined ? {} : { value }),
      ...(gas === undefined ? {} : { gas }),
    })
  }
  throw new SignRequestError('Requested RPC call is not allowed', 4200)
}
