import type { UniversalProviderLike } from './UniversalProviderLike.js'

/** The part of the library's client that ends a pairing. */
interface PairingInternals {
  client?: {
    core?: { pairing?: { disconnect?: (params: { topic: string }) => Promise<void> } }
  }
}

const PAIRING_TOPIC = /^wc:([0-9a-f]{64})@/

/** The pairing topic of a `wc:` URI, if it has one. */
export function pairingTopicOf(uri: string | undefined): string | undefined {
  return uri === undefined ? undefined : PAIRING_TOPIC.exec(uri)?.[1]
}

/**
 * Ends a pairing the user can no longer use (its URI expired and a fresh one replaced it, or
 * the attempt was cancelled): the library deletes its key and tells the topic, so a wallet that
 * scans the stale QR code later cannot answer the old proposal with a session. Merely
 * unsubscribing, as the library does by itself, leaves that wallet a session the app never
 * hears of. Never fails.
 */
export async function retirePairing(
  provider: UniversalProviderLike,
  uri: string | undefined,
): Promise<void> {
  const topic = pairingTopicOf(uri)
  if (topic === undefined) return
  try {
    await (provider as PairingInternals).client?.core?.pairing?.disconnect?.({ topic })
  } catch {
    // Already gone (expired or deleted by the library).
  }
}
