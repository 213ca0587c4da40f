/** A request value as an error message shows it: its first 100 characters, never a throw. */
export function showInput(value: unknown): string {
  try {
    return String(value).slice(0, 100)
  } catch {
    // A null-prototype object, or one whose toString throws.
    return `[${typeof value}]`
  }
}
