import type { Address, Hex, LocalAccount } from 'viem'

/** One call of a batch, as AppKitSmartAccount.Call. */
export interface SmartAccountCall {
  to: Address
  value: bigint
  data: Hex
}

function domainOf(account: Address, chainId: number) {
  return { name: 'AppKitSmartAccount', version: '1', chainId, verifyingContract: account } as const
}

/** AppKitSmartAccount's `Call(address to,uint256 value,bytes data)` typed-data struct. */
const CALL_TYPE = [
  { name: 'to', type: 'address' },
  { name: 'value', type: 'uint256' },
  { name: 'data', type: 'bytes' },
] as const

/**
 * The owner's EIP-712 signature of a batch for `account` at `nonce` on `chainId`, as
 * AppKitSmartAccount.executeBatchWithSignature checks it.
 */
export function signExecute(
  owner: LocalAccount,
  input: { account: Address; chainId: number; calls: readonly SmartAccountCall[]; nonce: bigint },
): Promise<Hex> {
  if (!owner.signTypedData) throw new Error('The owner cannot sign typed data')
  return owner.signTypedData({
    domain: domainOf(input.account, input.chainId),
    types: {
      Execute: [
        { name: 'calls', type: 'Call[]' },
        { name: 'nonce', type: 'uint256' },
      ],
      Call: CALL_TYPE,
    },
    primaryType: 'Execute',
    message: { calls: [...input.calls], nonce: input.nonce },
  })
}

/**
 * The owner's signature that AppKitSmartAccount.isValidSignature (ERC-1271) accepts for
 * `hash`: over the account's own typed wrapper of the hash, so it is valid for this account
 * only (not for the owner key, nor another account of the same owner).
 */
export function signHashForAccount(
  owner: LocalAccount,
  input: { account: Address; chainId: number; hash: Hex },
): Promise<Hex> {
  if (!owner.signTypedData) throw new Error('The owner cannot sign typed data')
  return owner.signTypedData({
    domain: domainOf(input.account, input.chainId),
    types: { AppKitSmartAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AppKitSmartAccountMessage',
    message: { hash: input.hash },
  })
}

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
    domain: domainOf(input.account, input.chainId),
    types: {
      SessionExecute: [
        { name: 'sessionId', type: 'bytes32' },
        { name: 'calls', type: 'Call[]' },
        { name: 'nonce', type: 'uint256' },
      ],
      Call: CALL_TYPE,
    },
    primaryType: 'SessionExecute',
    message: { sessionId: input.sessionId, calls: [...input.calls], nonce: input.nonce },
  })
}
