/**
 * The provider list a remote entry's `config` names (spec §5 'On-ramp providers must be an
 * array of strings, else the list is empty'), for the onramp and swaps features:
 * - absent or null: the entry names no list, so the feature's default providers hold;
 * - an array of strings (the empty array included): exactly those providers;
 * - anything else (a string, a number, an object, an array with a non-string): no providers.
 */
export function providerListOf(config: unknown, fallback: readonly string[]): readonly string[] {
  if (config === undefined || config === null) return fallback
  if (!Array.isArray(config)) return []
  // Array.from turns a sparse array's holes into undefined, which the check then refuses.
  const names: unknown[] = Array.from(config)
  return names.every((name) => typeof name === 'string') ? (names as string[]) : []
}
