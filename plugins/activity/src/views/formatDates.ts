import type { I18n } from '@appkit/kernel'

/** Formats a date with Intl options: the kit's `formatDate` (the visitor's locale). */
export type FormatDate = I18n['formatDate']

/** Without the kit's locale: American English, as the spec's examples read. */
const ENGLISH: FormatDate = (value, options) =>
  new Intl.DateTimeFormat('en-US', options).format(value)

/**
 * A month heading: 'November 2026' in English (month is 0 for January), in the locale of
 * `formatDate` (the view passes useI18n's).
 */
export function formatMonthHeading(
  year: number,
  month: number,
  formatDate: FormatDate = ENGLISH,
): string {
  return formatDate(Date.UTC(year, month, 15), { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/**
 * When a transaction was mined, e.g. 'Nov 14, 10:32 AM' in English, in `timeZone` (default the
 * page's) and the locale of `formatDate` (the view passes useI18n's).
 */
export function formatMinedAt(
  isoDate: string,
  timeZone?: string,
  formatDate: FormatDate = ENGLISH,
): string {
  return formatDate(new Date(isoDate), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  })
}
