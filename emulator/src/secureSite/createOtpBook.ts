import { randomInt } from 'node:crypto'

/** A code is valid this long after it is sent. */
export const OTP_LIFETIME_MS = 10 * 60_000
/** Wrong guesses allowed per code before it is burnt. */
export const OTP_MAX_ATTEMPTS = 5

export interface OtpBook {
  /** A new 6-digit code for `email` (replacing any earlier one). */
  issue(email: string): string
  /** True once for the right code within its lifetime; wrong guesses count against it. */
  verify(email: string, code: string): boolean
}

/** One-time codes of the email login, single use, expiring. */
export function createOtpBook(options: { now?: () => number } = {}): OtpBook {
  const now = options.now ?? Date.now
  const codes = new Map<string, { code: string; expiresAt: number; attempts: number }>()
  const key = (email: string) => email.trim().toLowerCase()
  return {
    issue(email) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      codes.set(key(email), { code, expiresAt: now() + OTP_LIFETIME_MS, attempts: 0 })
      return code
    },
    verify(email, code) {
      const entry = codes.get(key(email))
      if (!entry || entry.expiresAt < now()) return false
      if (entry.code !== code.trim()) {
        entry.attempts += 1
        if (entry.attempts >= OTP_MAX_ATTEMPTS) codes.delete(key(email))
        return false
      }
      codes.delete(key(email))
      return true
    },
  }
}
