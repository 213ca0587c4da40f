import { USER_REJECTED_CODE } from './USER_REJECTED_CODE.js'

/**
 * Whether a failure is the user saying no (EIP-1193 code 4001) anywhere in its cause chain.
 * Reading a hostile value (a throwing getter) answers false, never throws.
 */
export function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error
  try {
    while (typeof current === 'object' && current !== null && !seen.has(current)) {
      seen.add(current)
      if ((current as { code?: unknown }).code === USER_REJECTED_CODE) return true
      current = (current as { cause?: unknown }).cause
    }
  } catch {
    return false
  }
  return false
}
