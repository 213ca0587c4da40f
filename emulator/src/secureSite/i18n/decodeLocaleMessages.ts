import type { Messages } from '@appkit/kernel'

/** Far above what the emulator's catalog holds; a bigger answer is not ours. */
const MAX_MESSAGES = 2000
const MAX_ID_LENGTH = 200
const MAX_TEXT_LENGTH = 4000
const ID = /^[A-Za-z0-9_.-]+$/

/**
 * The schema of GET /i18n/<locale>.json as the frame reads it (untrusted until decoded): an
 * object of message ids to ICU texts, nothing else. Anything else is undefined. A hand-written
 * check, as decodeHostRequest's: effect's Schema would make the frame's bundle ten times bigger.
 */
export function decodeLocaleMessages(value: unknown): Messages | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const entries = Object.entries(value)
  if (entries.length > MAX_MESSAGES) return undefined
  for (const [id, text] of entries) {
    if (id.length > MAX_ID_LENGTH || !ID.test(id)) return undefined
    if (typeof text !== 'string' || text.length > MAX_TEXT_LENGTH) return undefined
  }
  return Object.fromEntries(entries) as Messages
}
