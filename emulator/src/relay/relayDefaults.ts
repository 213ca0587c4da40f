/** Where the relay answers WebSocket upgrades on the API server (DESIGN.md: ws://127.0.0.1:4100/relay). */
export const RELAY_PATH = '/relay'

/** WebSocket close code 1012 "Service Restart": clients reconnect and resubscribe. */
export const SERVICE_RESTART_CLOSE_CODE = 1012
export const SERVICE_RESTART_CLOSE_REASON = 'Service Restart'

/**
 * The relay pings every socket this often. WalletConnect's Node client drops a socket that has
 * not been pinged for 35 s, so this must stay well below that.
 */
export const DEFAULT_RELAY_PING_INTERVAL_MS = 15_000

/** Largest frame accepted; WalletConnect payloads are a few KiB. */
export const MAX_RELAY_FRAME_BYTES = 4 * 1024 * 1024

/** A message is kept at most this long (30 days), whatever ttl the publisher asks for. */
export const MAX_RELAY_TTL_SECONDS = 30 * 24 * 60 * 60

/** The longest a test may keep the relay down. */
export const MAX_RELAY_DOWN_MS = 60_000

/** Tags the relay stores the parts of a proposal and an approval under (the Sign API's tags). */
export const RELAY_TAGS = {
  sessionPropose: 1100,
  sessionProposeResponse: 1101,
  sessionSettle: 1102,
} as const

/** ttl of a proposal or an approval when the publisher gives none: five minutes. */
export const DEFAULT_PROPOSAL_TTL_SECONDS = 300
