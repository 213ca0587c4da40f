import { decodeBase58 } from './base58.js'
import { findProgramAddress } from './findProgramAddress.js'

export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** The associated token account of `owner` for `mint` (classic SPL Token program). */
export function associatedTokenAddress(owner: string, mint: string): string {
  return findProgramAddress(
    [decodeBase58(owner), decodeBase58(TOKEN_PROGRAM_ID), decodeBase58(mint)],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )
}

/** SPL Token's Mint layout (82 bytes): no mint or freeze authority, initialized. */
export function encodeMint(supply: bigint, decimals: number): Uint8Array {
  const data = new Uint8Array(82)
  const view = new DataView(data.buffer)
  view.setBigUint64(36, supply, true)
  data[44] = decimals
  data[45] = 1
  return data
}

/** SPL Token's Account layout (165 bytes): mint, owner, amount, initialized, no delegate. */
export function encodeTokenAccount(mint: string, owner: string, amount: bigint): Uint8Array {
  const data = new Uint8Array(165)
  data.set(decodeBase58(mint), 0)
  data.set(decodeBase58(owner), 32)
  new DataView(data.buffer).setBigUint64(64, amount, true)
  data[108] = 1
  return data
}

/** The amount of a token account's data (bytes 64..72), and its mint. */
export function decodeTokenAccount(data: Uint8Array): { mint: Uint8Array; amount: bigint } {
  if (data.length !== 165) throw new Error('Not a token account')
  return {
    mint: data.slice(0, 32),
    amount: new DataView(data.buffer, data.byteOffset).getBigUint64(64, true),
  }
}
