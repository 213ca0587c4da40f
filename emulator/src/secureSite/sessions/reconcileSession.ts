import type { Hex, PublicClient } from 'viem'
import type { SessionRecord } from './createSessionIndex.js'
import type { Permission, SessionSigner } from './PermissionRequest.js'
import { readSessionOnChain } from './readSessionOnChain.js'

export type SessionStatus = 'active' | 'expired' | 'revoked'

/** A session as the blockchain API answers it (see the sessions protocol). */
export interface SessionView {
  id: Hex
  /** CAIP-10 */
  account: string
  chainId: Hex
  signer: SessionSigner
  permissions: readonly Permission[]
  expiry: number
  status: SessionStatus
  createdAt: number
}

/**
 * The record with its status read from the chain now: revoked when the account says so (the
 * index learns it too), expired once the latest block's time reached the expiry.
 */
export async function reconcileSession(
  client: PublicClient,
  record: SessionRecord,
  markRevoked: (id: Hex) => void,
): Promise<SessionView> {
  const [onChain, block] = await Promise.all([
    readSessionOnChain(client, record.account, record.id),
    client.getBlock(),
  ])
  if (onChain?.revoked && !record.revoked) markRevoked(record.id)
  const revoked = record.revoked || onChain?.revoked === true
  const status: SessionStatus = revoked
    ? 'revoked'
    : Number(block.timestamp) >= record.expiry
      ? 'expired'
      : 'active'
  return {
    id: record.id,
    account: `eip155:${record.chainId}:${record.account}`,
    chainId: `0x${record.chainId.toString(16)}`,
    signer: record.signer,
    permissions: record.permissions,
    expiry: record.expiry,
    status,
    createdAt: record.createdAt,
  }
}
