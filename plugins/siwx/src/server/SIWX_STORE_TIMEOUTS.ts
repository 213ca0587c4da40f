/**
 * How long the networked stores wait for their server before they reject (the handlers then
 * answer 503): a server that is down must not hold requests open.
 */
export const SIWX_STORE_TIMEOUTS = {
  /** Opening a connection. */
  connectMs: 5_000,
  /** One query or command on an open connection. */
  queryMs: 10_000,
} as const
