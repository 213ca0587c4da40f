import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
export const REPO_ROOT = new URL('../../../', import.meta.url).pathname

/**
 * Runs `create-appkit <app> --yes ...flags`, installs the app (local packages as file: links,
 * the rest from the npm cache or registry) and type-checks it, as a new user would.
 * `typeCheck: false` leaves the type-check to a build that runs it anyway (`next build`).
 */
export async function scaffoldWithCli(
  app: string,
  flags: readonly string[],
  env: NodeJS.ProcessEnv,
  { typeCheck = true }: { typeCheck?: boolean } = {},
): Promise<void> {
  await run(
    process.execPath,
    [join(REPO_ROOT, 'cli/bin/create-appkit.mjs'), app, '--yes', ...flags],
    {
      env,
    },
  )
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: app,
    env,
    timeout: 180_000,
  })
  if (!typeCheck) return
  await run(
    process.execPath,
    [join(app, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', app],
    {
      env,
    },
  )
}

/** `npm run <script>` in the app, as its README tells the user (`npm test` is `npm run test`). */
export async function runScript(app: string, script: string, env: NodeJS.ProcessEnv) {
  return await run('npm', ['run', script], { cwd: app, env, timeout: 300_000 })
}
