/** Every registered name ends with this. */
export const NAME_SUFFIX = '.appkit.id'

const LABEL = /^[a-z0-9-]{4,63}$/

/** The spec §5 rule's message: letters, digits and hyphens only, at least 4 characters. */
export const NAME_RULE_MESSAGE =
  'Invalid name: use letters, digits and hyphens only, at least 4 characters (at most 63)'

/**
 * Account name rule (spec §5): "letters, digits and hyphens only, at least 4 characters",
 * checked on the lowercased label (at most 63 characters, a DNS label's limit).
 */
export function isValidLabel(label: string): boolean {
  return LABEL.test(label.toLowerCase())
}

/** The label of `<label>.appkit.id` (or of a bare label), lowercased; undefined for other names. */
export function toLabel(name: string): string | undefined {
  const lower = name.toLowerCase()
  if (!lower.endsWith(NAME_SUFFIX)) return lower.includes('.') ? undefined : lower
  return lower.slice(0, -NAME_SUFFIX.length)
}
