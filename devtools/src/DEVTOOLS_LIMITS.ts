/**
 * Capture limits: bounded buffers so a long session cannot exhaust memory (the oldest entries
 * are dropped first and counted), and bounded payloads so one huge value cannot either.
 */
export const DEVTOOLS_LIMITS = {
  /** Hook calls and log entries kept in the Events timeline. */
  maxEvents: 2000,
  /** HTTP and JSON-RPC requests kept in the RPC tab. */
  maxRequests: 1000,
  /** Nesting kept in a payload; deeper values read '[Depth limit]'. */
  maxDepth: 8,
  /** Properties kept per object. */
  maxKeys: 100,
  /** Items kept per array, map or set. */
  maxItems: 200,
  /** Characters kept per string. */
  maxString: 4000,
  /** Values written per payload in all (depth and breadth limits alone still allow billions). */
  maxNodes: 5000,
  /** Rows a list renders at once (the newest that match the filter). */
  displayRows: 500,
} as const
