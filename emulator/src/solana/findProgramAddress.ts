import { createHash } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { decodeBase58, encodeBase58 } from './base58.js'

function isOnCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.ExtendedPoint.fromHex(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * A program derived address (Solana's findProgramAddress): sha256 of the seeds, a bump seed,
 * the program id and 'ProgramDerivedAddress', with the highest bump that lands off the curve.
 */
export function findProgramAddress(seeds: readonly Uint8Array[], programId: string): string {
  const program = decodeBase58(programId)
  for (let bump = 255; bump >= 0; bump--) {
    const hash = createHash('sha256')
    for (const seed of seeds) hash.update(seed)
    hash.update(Uint8Array.of(bump)).update(program).update('ProgramDerivedAddress')
    const candidate = new Uint8Array(hash.digest())
    if (!isOnCurve(candidate)) return encodeBase58(candidate)
  }
  throw new Error('Unable to find a viable program address bump seed')
}
