/** A month heading: 'November 2026' (month is 0 for January). */
export function formatMonthHeading(year: number, month: number): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month, 15))
}

/** When a transaction was mined, e.g. 'Nov 14, 10:32 AM', in `timeZone` (default the page's). */
export function formatMinedAt(isoDate: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(isoDate))
}
