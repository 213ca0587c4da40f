import { NAME_SUFFIX } from '../policies.js'

/**
 * The full name of a label, lowercased: 'Alice' is 'alice.appkit.id' (a full name is kept).
 *
 * @example toFullName('Alice-1') // 'alice-1.appkit.id'
 */
export function toFullName(label: string): string {
  const lower = label.trim().toLowerCase()
  return lower.endsWith(NAME_SUFFIX) ? lower : `${lower}${NAME_SUFFIX}`
}

/** The label of a full name: 'alice.appkit.id' is 'alice'. */
export function labelOf(name: string): string {
  return name.endsWith(NAME_SUFFIX) ? name.slice(0, -NAME_SUFFIX.length) : name
}
