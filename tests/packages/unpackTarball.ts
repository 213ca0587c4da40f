import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

/** Extracts a packed tarball into `dir` and returns the package's folder (`<dir>/package`). */
export function unpackTarball(tarball: string, dir: string): string {
  mkdirSync(dir, { recursive: true })
  const result = spawnSync('tar', ['-xzf', tarball, '-C', dir], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`tar could not extract ${tarball}:\n${result.stderr}`)
  return join(dir, 'package')
}
