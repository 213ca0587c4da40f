import { defineServiceKey } from '../kit/createServiceRegistry.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'

/** A send receiver's profile (spec §3 send state: receiverProfileName, receiverProfileImageUrl). */
export interface ReceiverProfile {
  name: string
  /** Untrusted: shown only as an image, only when http(s) or data:image. */
  imageUrl?: string
}

/** Finds who an address belongs to, for the send form; a names plugin provides it. */
export interface ReceiverProfiles {
  /** The address's profile in the family, or undefined when it has none (or the family has no names). */
  lookup(
    namespace: ChainNamespace,
    address: string,
    signal?: AbortSignal,
  ): Promise<ReceiverProfile | undefined>
}

/**
 * The service the send form asks for the receiver's name and avatar. Without a plugin providing
 * it, the form shows none.
 */
export const RECEIVER_PROFILES = defineServiceKey<ReceiverProfiles>('appkit:receiver-profiles')
