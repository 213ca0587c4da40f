import { Either, Schema } from 'effect'
import { decodeBase58 } from '../solana/base58.js'
import { badRequest } from './BlockchainApiError.js'
import { showInput } from './showInput.js'

/** A Solana address: 32–44 base58 characters that decode to a 32-byte ed25519 public key. */
export const SolanaAddress = Schema.String.pipe(
  Schema.pattern(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
  Schema.filter((text) => decodeBase58(text).length === 32 || 'not 32 bytes'),
  Schema.brand('SolanaAddress'),
)
export type SolanaAddress = typeof SolanaAddress.Type

const decode = Schema.decodeUnknownEither(SolanaAddress)

/** True for a Solana address (see SolanaAddress). */
export function isSolanaAddress(value: unknown): value is SolanaAddress {
  return Either.isRight(decode(value))
}

/** A Solana address from a request; anything else throws a 400 'Invalid address: {value}'. */
export function parseSolanaAddress(value: unknown): SolanaAddress {
  return Either.getOrThrowWith(decode(value), () =>
    badRequest(`Invalid address: ${showInput(value)}`),
  )
}
