/**
 * The Content-Security-Policy the demo is served with in the browser tests: no 'unsafe-eval',
 * no inline scripts or styles. Everything the modal does must work under it.
 */
export function strictCsp(
  connectOrigins: readonly string[],
  frameOrigins: readonly string[] = [],
): string {
  const connect = ["'self'", ...connectOrigins].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${connect}`,
    `img-src 'self' data: ${connectOrigins.join(' ')}`,
    "font-src 'self' data:",
    // The embedded wallet's secure site is framed from its own origin.
    `frame-src ${["'self'", ...frameOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}
