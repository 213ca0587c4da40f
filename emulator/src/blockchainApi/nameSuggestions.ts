import { isValidLabel, NAME_SUFFIX } from './nameRule.js'

/**
 * Full names to offer for a label: the label itself, then a few variants, keeping only the
 * ones the name rule allows, without duplicates.
 *
 * @example nameSuggestions('alice') // ['alice.appkit.id', 'alice-1.appkit.id', …]
 */
export function nameSuggestions(label: string): string[] {
  const lower = label.toLowerCase()
  const candidates = [lower, `${lower}-1`, `${lower}-app`, `${lower}-wallet`, `the-${lower}`]
  return [...new Set(candidates)].filter(isValidLabel).map((name) => `${name}${NAME_SUFFIX}`)
}
