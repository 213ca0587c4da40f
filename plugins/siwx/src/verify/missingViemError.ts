import { AppKitError } from '@appkit/kernel'

/** viem's peer range in @appkit/siwx's package.json. */
export const VIEM_PEER_RANGE = '2.x'

// Node: "Cannot find package 'viem' imported from …"; browsers: 'Failed to resolve module
// specifier "viem"'; bundlers: 'Could not resolve "viem"'. The name is quoted in each.
const VIEM_NOT_FOUND =
  /(cannot find|failed to resolve|could not resolve)[^'"]*['"]viem(\/[^'"]*)?['"]/i

/**
 * When `error` says the viem package could not be found (an app that installed @appkit/siwx
 * without its viem peer, e.g. with --legacy-peer-deps), an error that says so and what to
 * install; undefined for any other error.
 */
export function missingViemError(error: unknown): AppKitError | undefined {
  const message = error instanceof Error ? error.message : String(error)
  if (!VIEM_NOT_FOUND.test(message)) return undefined
  return new AppKitError(
    `@appkit/siwx needs viem to verify EVM sign-ins (peer dependency viem ${VIEM_PEER_RANGE}), and viem is not installed: npm install viem@2`,
    { category: 'CONFIGURATION_ERROR', code: 'MISSING_PEER', cause: error },
  )
}
