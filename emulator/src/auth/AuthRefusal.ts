/** Why a session was refused: the same words the siwx plugin's refusals use. */
export type AuthRefusalReason =
  | 'malformed'
  | 'domain'
  | 'expired'
  | 'not-yet-valid'
  | 'nonce'
  | 'signature'
  | 'unsupported-namespace'

export interface AuthRefusal {
  reason: AuthRefusalReason
  message: string
}
