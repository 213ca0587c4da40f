type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string }

/**
 * A version 4 UUID for an event's `eventId`: `crypto.randomUUID()` where the page has it (secure
 * contexts only), else the same format from `crypto.getRandomValues`, which every page has.
 */
export function createEventId(random: RandomSource = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID()
  const bytes = random.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
