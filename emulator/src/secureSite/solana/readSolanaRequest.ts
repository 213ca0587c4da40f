import { decodeBase58 } from '../../solana/base58.js'
import {
  type DecodedSolanaTransaction,
  decodeSolanaTransaction,
  SolanaDecodeError,
} from './decodeSolanaMessage.js'
import { isSolanaSignedMethod } from './SOLANA_SIGNED_METHODS.js'

/** At most this many transactions in one signAllTransactions (one approval). */
const MAX_TRANSACTIONS = 20
/** A Solana transaction is at most 1232 bytes; base64 of that, with room. */
const MAX_BASE64 = 2048
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** A request the secure site refuses before any approval: bad params or an undecodable transaction. */
export class SolanaRequestError extends Error {
  readonly code = -32602
}

export type SolanaRequest =
  | { method: 'solana_signMessage'; message: Uint8Array; pubkey: string }
  | {
      method:
        | 'solana_signTransaction'
        | 'solana_signAndSendTransaction'
        | 'solana_signAllTransactions'
      transactions: DecodedSolanaTransaction[]
    }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function bytesOf(value: unknown, name: string): Uint8Array {
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > MAX_BASE64 ||
    !BASE64.test(value)
  ) {
    throw new SolanaRequestError(`Invalid ${name}: expected base64`)
  }
  return new Uint8Array(Buffer.from(value, 'base64'))
}

function transactionOf(value: unknown, position = ''): DecodedSolanaTransaction {
  try {
    return decodeSolanaTransaction(bytesOf(value, `transaction${position}`))
  } catch (error) {
    if (error instanceof SolanaDecodeError) {
      throw new SolanaRequestError(`Invalid transaction${position}: ${error.message}`)
    }
    throw error
  }
}

/**
 * The secure site's schema of a Solana signing request ([{ message, pubkey }], [{ transaction }]
 * or [{ transactions }], bytes in base64); every transaction is decoded here, so one that does
 * not decode is refused before the user is asked.
 */
export function readSolanaRequest(method: unknown, params: unknown): SolanaRequest {
  if (!isSolanaSignedMethod(method))
    throw new SolanaRequestError(`Unknown method ${String(method)}`)
  const first = Array.isArray(params) ? params[0] : undefined
  if (!isRecord(first)) throw new SolanaRequestError('Invalid params: expected [{ ... }]')
  if (method === 'solana_signMessage') {
    const { pubkey } = first
    if (typeof pubkey !== 'string' || decodeSafe(pubkey)?.length !== 32) {
      throw new SolanaRequestError('Invalid pubkey')
    }
    return { method, message: bytesOf(first.message, 'message'), pubkey }
  }
  if (method === 'solana_signAllTransactions') {
    const list = first.transactions
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_TRANSACTIONS) {
      throw new SolanaRequestError(`Invalid transactions: expected 1 to ${MAX_TRANSACTIONS}`)
    }
    return { method, transactions: list.map((item, i) => transactionOf(item, ` ${i + 1}`)) }
  }
  return { method, transactions: [transactionOf(first.transaction)] }
}

function decodeSafe(text: string): Uint8Array | undefined {
  try {
    return decodeBase58(text)
  } catch {
    return undefined
  }
}
