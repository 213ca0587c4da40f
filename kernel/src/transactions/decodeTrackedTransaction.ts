import {
  arrayOf,
  isBoolean,
  isFiniteNumber,
  isString,
  literal,
  refine,
  struct,
} from '../guards/guards.js'
import { isChainNamespace } from '../types/ChainNamespace.js'
import { isHttpUrl } from '../validators/isHttpUrl.js'
import { isCaipNetworkId } from '../validators/parseCaipNetworkId.js'
import type { TrackedTransaction } from './TrackedTransaction.js'

/** The longest transaction hash or bundle id the kit keeps. */
export const MAX_TRANSACTION_ID_LENGTH = 4096

const isId = refine(isString, (id) => id !== '' && id.length <= MAX_TRANSACTION_ID_LENGTH)

const isRecord = struct(
  {
    kind: literal('hash', 'calls'),
    id: isId,
    namespace: refine(isString, isChainNamespace),
    caipNetworkId: refine(isString, isCaipNetworkId),
    address: isString,
    status: literal('pending', 'confirmed', 'failed'),
    addedAt: isFiniteNumber,
    updatedAt: isFiniteNumber,
  },
  {
    connectorId: isString,
    label: isString,
    explorerUrl: refine(isString, isHttpUrl),
    hashes: arrayOf(isString),
    stillPending: isBoolean,
  },
)

/**
 * A stored record, decoded: anything that is not a whole, well-formed record (an empty or
 * oversized id, a network id that is not CAIP-2, an explorer link that is not http(s)) decodes
 * to undefined, and the caller drops it with a warning.
 */
export function decodeTrackedTransaction(value: unknown): TrackedTransaction | undefined {
  return isRecord(value) ? (value as TrackedTransaction) : undefined
}
