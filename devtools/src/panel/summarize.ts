import type { Json } from '../serialize/Json.js'

/** One line of JSON for a collapsed row, cut at `max` characters. */
export function summarize(value: Json | undefined, max = 120): string {
  if (value === undefined || value === null) return ''
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
