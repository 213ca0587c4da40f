import { badRequest } from './BlockchainApiError.js'

/** A transaction's place in a chain, newest first: higher block, then higher index. */
export interface HistoryPosition {
  blockNumber: bigint
  index: number
}

const PREFIX = 'h1:'

/** The opaque cursor of the page after `position` (base64url text). */
export function encodeHistoryCursor(position: HistoryPosition): string {
  return Buffer.from(`${PREFIX}${position.blockNumber}:${position.index}`, 'utf8').toString(
    'base64url',
  )
}

/** Decodes a cursor made by encodeHistoryCursor; anything else throws a 400 'Invalid cursor'. */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  const text = /^[A-Za-z0-9_-]{1,64}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : ''
  const match = /^h1:(0|[1-9][0-9]{0,18}):(0|[1-9][0-9]{0,8})$/.exec(text)
  if (match === null) throw badRequest('Invalid cursor')
  return { blockNumber: BigInt(match[1] ?? '0'), index: Number(match[2]) }
}

/** True when `a` comes before `b` in newest-first order. */
export function isNewer(a: HistoryPosition, b: HistoryPosition): boolean {
  return a.blockNumber === b.blockNumber ? a.index > b.index : a.blockNumber > b.blockNumber
}
