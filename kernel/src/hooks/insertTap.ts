import type { FullTap } from './HookTypes.js'

/** A registered tap; removing it finds this entry even after a `register` interceptor swapped its tap. */
export interface TapEntry {
  tap: FullTap
}

/**
 * Inserts `entry` where tapable would: after every tap of a lower or equal stage, and before
 * every tap its `before` names.
 */
export function insertTap(entries: TapEntry[], entry: TapEntry): void {
  const { before } = entry.tap
  const stage = entry.tap.stage ?? 0
  const last = entries.at(-1)
  if (before === undefined && (last === undefined || (last.tap.stage ?? 0) <= stage)) {
    entries.push(entry)
    return
  }
  const pending = new Set(typeof before === 'string' ? [before] : (before ?? []))
  let index = entries.length
  while (index > 0) {
    const { tap } = entries[index - 1]!
    if (pending.delete(tap.name) || pending.size > 0 || (tap.stage ?? 0) > stage) {
      index--
      continue
    }
    break
  }
  entries.splice(index, 0, entry)
}
