import type { Address, Hex, LocalAccount } from 'viem'
import type { SmartAccountCall } from '../smartAccount/smartAccountSignatures.js'

/**
 * The session signer's EIP-712 signature of `calls` for `sessionId` at the session's `nonce`,
 * as AppKitSmartAccount.executeAsSession checks it (the account's own domain).
 */
export function signSessionExecute(
  sessionKey: LocalAccount,
  input: {
    account: Address
    chainId: number
    sessionId: Hex
    calls: readonly SmartAccountCall[]
    nonce: bigint
  },
): Promise<Hex> {
  if (!sessionKey.signTypedData) throw new Error('The session key cannot sign typed data')
  return sessionKey.signTypedData({
    domain: {
      name: 'AppKitSmartAccount',
      version: '1',
      chainId: input.chainId,
      verifyingContract: input.account,
    },
    types: {
      SessionExecute: [
        { name: 'sessionId', type: 'bytes32' },
        { name: 'calls', type: 'Call[]' },
        { name: 'nonce', type: 'uint256' },
      ],
      Call: [
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'data', type: 'bytes' },
      ],
    },
    primaryType: 'SessionExecute',
    message: { sessionId: input.sessionId, calls: [...input.calls], nonce: input.nonce },
  })
}
