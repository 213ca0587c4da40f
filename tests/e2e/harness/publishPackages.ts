import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { REPO_ROOT } from './scaffoldWithCli.js'

const run = promisify(execFile)
const PUBLISH_TIMEOUT_MS = 300_000

/**
 * Publishes every public package of this repository to `registry` with scripts/publish.mjs
 * (which refuses a missing or stale build); returns its output.
 */
export async function publishPackages(registry: string, env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [join(REPO_ROOT, 'scripts/publish.mjs'), '--registry', registry],
    { cwd: REPO_ROOT, env, timeout: PUBLISH_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
  )
  return stdout
}
