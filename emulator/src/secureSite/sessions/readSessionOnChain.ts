import type { Address, Hex, PublicClient } from 'viem'
import { appKitSmartAccountArtifact } from '../../chains/smartAccountArtifacts.js'

/** A session as AppKitSmartAccount.getSession reports it; undefined when the chain has none. */
export interface OnChainSession {
  signer: Address
  expiry: number
  revoked: boolean
  nonce: bigint
  allowances: readonly {
    token: Address
    amount: bigint
    start: number
    period: number
    spentInPeriod: bigint
  }[]
}

/** Reads a session from the account; undefined when the account is not deployed or has none. */
export async function readSessionOnChain(
  client: PublicClient,
  account: Address,
  sessionId: Hex,
): Promise<OnChainSession | undefined> {
  const code = await client.getCode({ address: account })
  if (code === undefined || code === '0x') return undefined
  const [session, allowances] = (await client.readContract({
    address: account,
    abi: appKitSmartAccountArtifact.abi,
    functionName: 'getSession',
    args: [sessionId],
  })) as [
    { signer: Address; expiry: number; revoked: boolean; nonce: bigint },
    OnChainSession['allowances'],
  ]
  if (/^0x0{40}$/.test(session.signer)) return undefined
  return {
    signer: session.signer,
    expiry: Number(session.expiry),
    revoked: session.revoked,
    nonce: BigInt(session.nonce),
    allowances: allowances.map((allowance) => ({
      ...allowance,
      start: Number(allowance.start),
      period: Number(allowance.period),
    })),
  }
}
