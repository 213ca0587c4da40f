import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/** Writes the emulator's URLs as JSON, creating the folder (e.g. `.appkit/`) when needed. */
export async function writeStateFile(path: string, state: unknown): Promise<string> {
  const text = `${JSON.stringify(state, null, 2)}\n`
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, text)
  return text
}

/** Removes the state file if it still holds what this emulator wrote (not a newer one's). */
export async function removeStateFile(path: string, written: string): Promise<void> {
  const current = await readFile(path, 'utf8').catch(() => undefined)
  if (current === written) await rm(path, { force: true })
}
