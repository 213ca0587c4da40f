import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

/**
 * Packs the named workspaces with `npm pack` (one call for all of them) into `destination`:
 * the tarballs npm would publish, with exactly the files `files` lets through.
 *
 * @returns the path of each package's tarball, by package name
 */
export function packTarballs(
  root: string,
  names: readonly string[],
  destination: string,
): Map<string, string> {
  const result = spawnSync(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...names.flatMap((name) => ['-w', name])],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (result.status !== 0) throw new Error(`npm pack failed:\n${result.stderr}`)
  const packed = JSON.parse(result.stdout) as { name: string; filename: string }[]
  return new Map(packed.map(({ name, filename }) => [name, join(destination, filename)]))
}
