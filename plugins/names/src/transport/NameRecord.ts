/** A registered name (GET profile/account/{name}). */
export interface NameRecord {
  /** The full name, e.g. 'alice.appkit.id'. */
  name: string
  /** Addresses by ENSIP-11 coin type, e.g. { '2147514705': { address: '0x…' } }. */
  addresses: Readonly<Record<string, { address: string }>>
  attributes: Readonly<Record<string, string>>
  /** ISO-8601. */
  registeredAt: string
}

/** Spec §3 'Name suggestion: name plus extra fields'. */
export interface NameSuggestion {
  name: string
  registered: boolean
}

/** GET identity/{address}: the address's name (its reverse record) and avatar, if any. */
export interface Identity {
  name: string | null
  avatar: string | null
}

/** POST profile/account (spec §7). */
export interface NameRegistrationRequest {
  coinType: number
  address: string
  signature: string
  message: string
}
