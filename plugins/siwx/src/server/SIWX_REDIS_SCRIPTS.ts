/**
 * The Lua the Redis store runs with EVAL: Redis runs a script alone, so checking, deleting and
 * writing happen as one step that no other client can interleave.
 */
/** Lua: KEYS[2], a session set scored by expiry, expires with its longest-lived session. */
const EXPIRE_SET_WITH_LAST_SESSION = `local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
if last[2] == 'inf' then
  redis.call('PERSIST', KEYS[2])
elseif last[2] then
  redis.call('PEXPIREAT', KEYS[2], last[2])
end
`

export const SIWX_REDIS_SCRIPTS = {
  /**
   * KEYS: the nonce, the account's sessions. ARGV: now, the session's JSON, its score (expiry
   * or `+inf`). Returns 1 when the nonce was live and is now spent and the session kept, else 0
   * having written nothing. The set expires with its longest-lived session.
   */
  spendNonceAndAddSession: `
local expiresAt = tonumber(redis.call('GET', KEYS[1]))
if expiresAt == nil or expiresAt <= tonumber(ARGV[1]) then return 0 end
-- Writing the session first: a command that fails (a key of the wrong type) stops the script,
-- and the nonce must then stay unspent.
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
${EXPIRE_SET_WITH_LAST_SESSION}redis.call('DEL', KEYS[1])
return 1
`,
  /**
   * KEYS: one account's session set of the old owner, the same account's set of the new owner.
   * Merges the first into the second (which then expires with its longest-lived session) and
   * deletes the first. Returns how many sessions moved.
   */
  moveSessionSet: `
local moved = redis.call('ZCARD', KEYS[1])
if moved == 0 then return 0 end
redis.call('ZUNIONSTORE', KEYS[2], 2, KEYS[2], KEYS[1], 'AGGREGATE', 'MAX')
${EXPIRE_SET_WITH_LAST_SESSION}redis.call('DEL', KEYS[1])
return moved
`,
  /** KEYS: nonces. ARGV: now. Deletes those expired at now (their TTL would, later). */
  removeExpiredNonces: `
for _, key in ipairs(KEYS) do
  local expiresAt = tonumber(redis.call('GET', key))
  if expiresAt ~= nil and expiresAt <= tonumber(ARGV[1]) then redis.call('DEL', key) end
end
return 0
`,
} as const
