/** An HTTP date names a day or month and a time: 'Wed, 21 Oct 2015 07:28:00 GMT'. */
const HTTP_DATE = /^[a-z]{3}.*\b\d{1,2}:\d{2}:\d{2}\b/i

/**
 * Reads a Retry-After header: delay-seconds ('120', decimals accepted) or an HTTP date.
 * Returns the wait in ms (0 for a date in the past), or undefined when it cannot be read.
 */
export function parseRetryAfter(header: string, now: number = Date.now()): number | undefined {
  const value = header.trim()
  if (/^\d+(?:\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000)
  if (!HTTP_DATE.test(value)) return undefined
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
