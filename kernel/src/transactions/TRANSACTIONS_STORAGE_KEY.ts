import { arrayOf, type Guard } from '../guards/guards.js'
import { defineStorageKey } from '../storage/defineStorageKey.js'

const isAnything: Guard<unknown> = (_value): _value is unknown => true

/**
 * The followed transactions, kept across reloads and disconnects (a returning visitor sees
 * what is still pending). Each record is decoded on its own, so one bad record is dropped
 * without losing the rest.
 */
export const TRANSACTIONS_STORAGE_KEY = defineStorageKey('transactions', arrayOf(isAnything))
