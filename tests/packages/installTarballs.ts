import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** A slow registry must fail the test, not hang it (spawnSync blocks vitest's own timeouts). */
const INSTALL_TIMEOUT_MS = 180_000

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
    { cwd: dir, encoding: 'utf8', timeout: INSTALL_TIMEOUT_MS },
  )
  if (result.error) throw new Error(`npm install did not finish: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`npm install failed:\n${result.stderr}`)
}
