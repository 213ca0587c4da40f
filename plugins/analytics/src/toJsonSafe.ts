/**
 * A JSON copy of an event's properties, taken when the event happens (so later changes to the
 * object are not sent): bigints become decimal text, functions and undefined are left out.
 * Undefined when the value cannot be written as JSON (a cycle) or is not an object.
 */
export function toJsonSafe(value: unknown): Record<string, unknown> | undefined {
  let text: string | undefined
  try {
    text = JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? item.toString() : item,
    )
  } catch {
    return undefined
  }
  if (text === undefined) return undefined
  const copy: unknown = JSON.parse(text)
  return typeof copy === 'object' && copy !== null && !Array.isArray(copy)
    ? (copy as Record<string, unknown>)
    : undefined
}
