import { defineServiceKey } from '../kit/createServiceRegistry.js'
import type { Store } from '../store/createStore.js'
import type { Connection } from '../types/Connection.js'
import type { WalletListing } from './WalletListing.js'

/**
 * - idle: no attempt (or it ended);
 * - pairing: an attempt is under way; `uri` is set once the client produced one;
 * - expired: the URI outlived its lifetime (spec §4: 4 minutes, expired at 10 s or less left);
 * - rejected: the wallet declined the session;
 * - error: anything else failed.
 */
export type WalletConnectPairingStatus = 'idle' | 'pairing' | 'expired' | 'rejected' | 'error'

export interface WalletConnectPairingState {
  status: WalletConnectPairingStatus
  /** The `wc:` pairing URI a QR code and the wallets' links carry. */
  uri?: string
  /** When the URI expires (ms since the epoch). */
  expiresAt?: number
  /** What went wrong, for the 'error' status, when known. */
  error?: string
}

/** Where a listed wallet takes the pairing URI. */
export interface WalletConnectPairingLinks {
  /** The wallet's app on a phone (its `mobile_link`). */
  mobile?: string
  /** Its desktop app (`desktop_link`). */
  desktop?: string
  /** Its web app (`webapp_link`, http(s) only). */
  web?: string
}

/**
 * What a WalletConnect plugin offers UI code that draws its own pairing (the headless hooks):
 * the same attempt, pairing state and wallet links its views use.
 */
export interface WalletConnectPairing {
  readonly state: Pick<Store<WalletConnectPairingState>, 'getState' | 'subscribe'>
  /**
   * Connects over WalletConnect (joining the attempt under way, if any); settles with it: the
   * first connection, or undefined when no family could take the session. `basic`: no wallet
   * was picked (the generic QR code).
   */
  connect(options?: { basic?: boolean }): Promise<Connection | undefined>
  /** A fresh URI for the waiting attempt. */
  refresh(): void
  /** Ends the waiting attempt; the registry returns to its previous state. */
  cancel(): void
  /** Whether this is a phone, where a wallet opens by its deep link rather than a QR code. */
  isMobile(): boolean
  /** The wallet's links carrying `uri` (untrusted links that are not http(s) or a plain scheme are dropped). */
  links(
    wallet: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
    uri: string,
  ): WalletConnectPairingLinks
}

/** The WalletConnect pairing service of a kit (the walletconnect plugin provides it). */
export const WALLET_CONNECT_PAIRING = defineServiceKey<WalletConnectPairing>(
  'appkit:walletconnect-pairing',
)
