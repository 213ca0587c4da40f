/**
 * Ancestors the secure site accepts for every project (spec §7: 'Allowed ancestors include
 * localhost and preview hosting domains'), besides the project's own allowed origins.
 */
export const DEFAULT_ANCESTORS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'https://*.vercel.app',
  'https://*.netlify.app',
  'https://*.pages.dev',
]

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * True when `origin` fits `pattern`: an exact origin, or one with `*` standing for one host label
 * (`https://*.vercel.app`) or any port (`http://localhost:*`).
 */
export function matchesOriginPattern(origin: string, pattern: string): boolean {
  if (origin === pattern) return true
  const source = escapeRegExp(pattern).replace(/:\*$/, '(:\\d+)?').replace(/\*/g, '[a-z0-9-]+')
  return new RegExp(`^${source}$`, 'i').test(origin)
}

/** True when the parent page's origin is one of the project's allowed origins or a default ancestor. */
export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  if (origin === 'null' || origin === '') return false
  return [...allowedOrigins, ...DEFAULT_ANCESTORS].some((pattern) =>
    matchesOriginPattern(origin, pattern),
  )
}
