/** Redis keys start with this unless the app chooses another prefix. */
export const SIWX_DEFAULT_KEY_PREFIX = 'siwx:'

/**
 * Where the Redis store keeps things. `nonce:<nonce>` is a string holding its expiry (epoch ms),
 * expiring then; `sessions:<owner>:<chainId>:<address>` is a sorted set of session JSON scored
 * by expiry (`+inf` for none), expiring with its last session. The parts are URI-encoded, so no
 * owner, network or address can spell another's key (chain ids hold colons).
 */
export function siwxRedisKeys(keyPrefix = SIWX_DEFAULT_KEY_PREFIX) {
  return {
    nonce: (nonce: string) => `${keyPrefix}nonce:${nonce}`,
    sessions: (owner: string, chainId: string, accountAddress: string) =>
      `${keyPrefix}sessions:${[owner, chainId, accountAddress].map(encodeURIComponent).join(':')}`,
    /** SCAN patterns for every nonce and every session set (the prefix's glob characters escaped). */
    allNonces: `${escapeGlob(keyPrefix)}nonce:*`,
    allSessions: `${escapeGlob(keyPrefix)}sessions:*`,
    /** The SCAN pattern for one owner's session sets. */
    ownerSessions: (owner: string) =>
      `${escapeGlob(keyPrefix)}sessions:${escapeGlob(encodeURIComponent(owner))}:*`,
    /** The owner's part of a session set's key, swapped for another owner's. */
    withOwner: (key: string, owner: string) => {
      const rest = key.slice(`${keyPrefix}sessions:`.length).split(':').slice(1)
      return `${keyPrefix}sessions:${[encodeURIComponent(owner), ...rest].join(':')}`
    },
  }
}

function escapeGlob(text: string) {
  return text.replace(/[*?[\]\\]/g, '\\$&')
}
