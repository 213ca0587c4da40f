import {
  type Address,
  type Hex,
  hashMessage,
  hashTypedData,
  isAddress,
  isHex,
  type LocalAccount,
} from 'viem'
import { hexQuantity } from '../signing/hexQuantity.js'
import { isRecord } from '../signing/isRecord.js'
import { personalSignMessage } from '../signing/personalSignMessage.js'
import { invalidParams, SignRequestError } from '../signing/SignRequestError.js'
import { typedDataOf } from '../signing/typedDataOf.js'
import type { ResolvedSmartAccount, SmartAccountRelayer } from './createSmartAccountRelayer.js'
import type { SmartAccountCall } from './smartAccountSignatures.js'

/**
 * One call of eth_sendTransaction or wallet_sendCalls, checked. A call to the account itself is
 * refused: the account grants and revokes sessions through such calls, and the page may ask for
 * that only as wallet_grantPermissions / wallet_revokePermissions, which the frame shows in words.
 */
function callOf(raw: unknown, account: Address): SmartAccountCall {
  if (!isRecord(raw) || typeof raw.to !== 'string' || !isAddress(raw.to)) {
    throw invalidParams('call')
  }
  if (raw.to.toLowerCase() === account.toLowerCase()) {
    throw new SignRequestError(
      'The smart account changes its own permissions only through wallet_grantPermissions and wallet_revokePermissions',
      4100,
    )
  }
  if (raw.data !== undefined && !(typeof raw.data === 'string' && isHex(raw.data)))
    throw invalidParams('data')
  return {
    to: raw.to,
    value: hexQuantity(raw.value, 'value') ?? 0n,
    data: (raw.data as Hex | undefined) ?? '0x',
  }
}

/**
 * An approved request from the owner's smart account (spec §6 account types), signed with the
 * owner key inside the secure site: personal_sign and eth_signTypedData_v4 answer signatures
 * ERC-1271 accepts for the smart account (ERC-6492-wrapped while it is not deployed);
 * eth_sendTransaction and wallet_sendCalls (EIP-5792, `{ id }`) run as one batch through the
 * relayer. The caller has checked that the request's sender is this smart account (`account`,
 * as the relayer resolved it). Typed data for the smart-account contracts is refused here as
 * on the EOA path (typedDataOf).
 */
export async function signSmartAccountRequest(input: {
  owner: LocalAccount
  account: ResolvedSmartAccount
  method: string
  params: readonly unknown[]
  chainId: number
  relayer: SmartAccountRelayer
  smartAccountContracts: readonly Address[]
}): Promise<unknown> {
  const { owner, account, params, chainId, relayer } = input
  switch (input.method) {
    case 'personal_sign': {
      const hash = hashMessage(personalSignMessage(params[0]))
      return relayer.signHash(owner, chainId, account, hash)
    }
    case 'eth_signTypedData_v4': {
      const hash = hashTypedData(typedDataOf(params[1], input.smartAccountContracts))
      return relayer.signHash(owner, chainId, account, hash)
    }
    case 'eth_sendTransaction':
      return relayer.execute(owner, chainId, account, [callOf(params[0], account.address)])
    case 'wallet_sendCalls': {
      const [request] = params
      if (!isRecord(request) || !Array.isArray(request.calls) || request.calls.length === 0) {
        throw invalidParams('calls')
      }
      const requestedChain = hexQuantity(request.chainId, 'chainId')
      if (requestedChain !== undefined && requestedChain !== BigInt(chainId)) {
        throw new SignRequestError('Chain is not supported', 4901)
      }
      return {
        id: await relayer.execute(
          owner,
          chainId,
          account,
          request.calls.map((call) => callOf(call, account.address)),
        ),
      }
    }
    default:
      throw new SignRequestError('Requested RPC call is not allowed', 4200)
  }
}
