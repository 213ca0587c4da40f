/** A one-line reason for a failure, for the table's 'failed: <reason>' cells. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '')
  return (plain.split('\n').find((line) => line.trim() !== '') ?? 'unknown error')
    .trim()
    .slice(0, 160)
}
