import type { Address, Hex } from 'viem'
import type { Permission, SessionSigner } from './PermissionRequest.js'

/** A session the secure site granted, as the index keeps it. */
export interface SessionRecord {
  /** The session id (bytes32), the ERC-7715 `context`. */
  id: Hex
  account: Address
  chainId: number
  signer: SessionSigner
  permissions: readonly Permission[]
  expiry: number
  /** Unix seconds. */
  createdAt: number
  /** Set once the chain says the session is revoked. */
  revoked: boolean
}

/**
 * The sessions granted through one emulator (in memory), shared by the secure site (which
 * adds them) and the blockchain API's sessions routes (which read them).
 */
export interface SessionIndex {
  add(record: SessionRecord): void
  /** Every session ever granted for `account` on `chainId`, oldest first. */
  list(chainId: number, account: Address): SessionRecord[]
  get(id: Hex): SessionRecord | undefined
  markRevoked(id: Hex): void
}

export function createSessionIndex(): SessionIndex {
  const byId = new Map<string, SessionRecord>()
  return {
    add(record) {
      byId.set(record.id.toLowerCase(), { ...record })
    },
    list(chainId, account) {
      const wanted = account.toLowerCase()
      return [...byId.values()].filter(
        (record) => record.chainId === chainId && record.account.toLowerCase() === wanted,
      )
    },
    get: (id) => byId.get(id.toLowerCase()),
    markRevoked(id) {
      const record = byId.get(id.toLowerCase())
      if (record) record.revoked = true
    },
  }
}
