import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { RESULTS_DIR } from './paths.js'

/**
 * Writes a run's results as bench/results/<kind>-<date>.json (<date>.json for the full run,
 * `kind` empty), the date from `results.date`; resolves with the file's path.
 */
export async function writeResults<T extends { date: string }>(
  kind: string,
  results: T,
): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true })
  const stamp = results.date.replace(/[:.]/g, '-')
  const file = join(RESULTS_DIR, kind ? `${kind}-${stamp}.json` : `${stamp}.json`)
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`)
  return file
}
