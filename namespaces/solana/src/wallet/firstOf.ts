/** The first item of a wallet's output list; undefined when it is no list or reading throws. */
export function firstOf(outputs: unknown): unknown {
  try {
    return Array.isArray(outputs) ? outputs[0] : undefined
  } catch {
    return undefined
  }
}
