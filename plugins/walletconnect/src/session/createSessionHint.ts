import { isBoolean, isFiniteNumber, isString, struct } from '@appkit/kernel/guards'
import { type AppKitStorage, defineStorageKey } from '@appkit/kernel/storage'

/**
 * 'A WalletConnect session exists': kept in the kit's storage so that a reload loads the
 * library (only then) to restore the session; the session itself lives in the library's storage.
 */
export const WALLET_CONNECT_SESSION_KEY = defineStorageKey(
  'walletConnectSession',
  struct({ topic: isString }, { chainId: isFiniteNumber, basic: isBoolean }),
)

export interface SessionHint {
  topic: string
  /** The eip155 chain the session was last on. */
  chainId?: number
  /** Paired from the generic QR view: basic WalletConnect mode (spec §2), kept across reloads. */
  basic?: boolean
}

export interface SessionHintStore {
  read(): SessionHint | undefined
  write(hint: SessionHint): void
  clear(): void
}

/** The session hint over the kit's storage (its prefix keeps two kits apart). */
export function createSessionHint(
  storage: Pick<AppKitStorage, 'get' | 'set' | 'remove'>,
): SessionHintStore {
  return {
    read: () => storage.get(WALLET_CONNECT_SESSION_KEY),
    write: (hint) => storage.set(WALLET_CONNECT_SESSION_KEY, hint),
    clear: () => storage.remove(WALLET_CONNECT_SESSION_KEY),
  }
}
