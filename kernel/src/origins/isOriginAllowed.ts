/**
 * Origins every project may be used from (spec §7: 'Allowed ancestors include localhost and
 * preview hosting domains'), the same list the secure site accepts.
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'https://*.vercel.app',
  'https://*.netlify.app',
  'https://*.pages.dev',
]

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * True when `origin` fits `pattern`: the same origin (`https://app.example.com`, a trailing slash
 * or path ignored), or a pattern whose `*` stands for any text (`*.example.com`,
 * `https://*.vercel.app`, `http://localhost:*`).
 */
export function matchesOriginPattern(origin: string, pattern: string): boolean {
  if (pattern.includes('*')) {
    const source = escapeRegExp(pattern)
      .replace(/:\\\*$/, '(:\\d+)?')
      .replace(/\\\*/g, '.*')
    return new RegExp(`^${source}$`, 'i').test(origin)
  }
  try {
    return new URL(pattern).origin === origin
  } catch {
    return pattern === origin
  }
}

/**
 * Whether a page on `origin` may use the project: one of its allowed origins, or a default one.
 *
 * @example
 * isOriginAllowed('https://app.example.com', ['*.example.com']) // true
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return [...allowedOrigins, ...DEFAULT_ALLOWED_ORIGINS].some((pattern) =>
    matchesOriginPattern(origin, pattern),
  )
}
