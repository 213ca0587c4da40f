import { AppKitError } from '@appkit/kernel'

/** The `react` and `react-dom` peer range of @appkit/ui (its package.json says the same). */
export const REACT_PEER_RANGE = '>=18'

/**
 * Throws when the app's React is older than 18, the oldest @appkit/ui runs on (it needs
 * useSyncExternalStore and useId): an error naming the peer, the range and the version found,
 * instead of "useSyncExternalStore is not a function" from deep inside a button. A version
 * that does not start with a major number (an unusual build) is let through.
 *
 * @param version React's `version` export, e.g. '18.3.1'
 */
export function assertSupportedReact(version: string): void {
  const major = Number.parseInt(version, 10)
  if (!(major > 0 && major < 18)) return
  throw new AppKitError(
    `AppKit needs react 18 or later (peer dependency react ${REACT_PEER_RANGE}); this app has ${version}.`,
    { category: 'CONFIGURATION_ERROR', code: 'UNSUPPORTED_PEER' },
  )
}
