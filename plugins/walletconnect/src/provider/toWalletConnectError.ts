import { UserRejectedRequestError } from '@appkit/kernel'

/** WalletConnect's 'user rejected' codes (USER_REJECTED, _CHAINS, _METHODS, _EVENTS) and EIP-1193's. */
const REJECTION_CODES: ReadonlySet<number> = new Set([4001, 5000, 5001, 5002, 5003])

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined
}

function messageOf(error: unknown): string | undefined {
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error
  return typeof message === 'string' ? message : undefined
}

/** True when the wallet (or the user in it) declined: a session proposal or a request. */
export function isRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current; depth++) {
    const code = codeOf(current)
    if (typeof code === 'number' && REJECTION_CODES.has(code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * What the library threw, as an EIP-1193 error: a WalletConnect rejection (codes 5000-5003, plain
 * objects included) becomes UserRejectedRequestError (4001); anything else passes unchanged
 * (the eip155 adapter maps codes it knows).
 */
export function toWalletConnectError(error: unknown): unknown {
  if (error instanceof UserRejectedRequestError || !isRejection(error)) return error
  const message = messageOf(error)
  return new UserRejectedRequestError({ ...(message ? { message } : {}), cause: error })
}
