import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Makes `dir` an app (an ESM package.json) and installs the tarballs there as a developer
 * would, with extra `npm install` flags (e.g. --legacy-peer-deps, which leaves peers out).
 * Dependencies come from npm's cache when it has them.
 */
export function installTarballs(dir: string, tarballs: readonly string[], flags: string[] = []) {
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'app', private: true, type: 'module' }),
  )
  const result = spawnSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', ...flags, ...tarballs],
    { cwd: dir, encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`npm install failed:\n${result.stderr}`)
}
