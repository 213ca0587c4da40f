/** The clipboard part of `navigator` the copy button needs. */
export interface ClipboardLike {
  writeText(text: string): Promise<void>
}

export type CopyResult = 'copied' | 'failed'

/** Copies text; 'failed' when there is no clipboard or the browser refuses. Never throws. */
export async function copyText(
  text: string,
  clipboard: ClipboardLike | null | undefined = globalThis.navigator?.clipboard,
): Promise<CopyResult> {
  if (!clipboard) return 'failed'
  try {
    await clipboard.writeText(text)
    return 'copied'
  } catch {
    return 'failed'
  }
}
