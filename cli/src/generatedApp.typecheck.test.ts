import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import { REPO_ROOT } from './appDependencies.js'
import { FEATURES, NAMESPACES } from './catalog.js'
import { NETWORK_NAMES } from './networkCatalog.js'
import { scaffoldApp } from './scaffoldApp.js'

const run = promisify(execFile)
// Inside the repository (git-ignored), so the app resolves the workspace's packages without an install.
const artifacts = join(REPO_ROOT, 'tests/e2e/artifacts')
mkdirSync(artifacts, { recursive: true })
const root = mkdtempSync(join(artifacts, 'cli-typecheck-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

it('an app with every namespace, every network and every available feature type-checks (tsc --noEmit)', async () => {
  const dir = join(root, 'everything')
  scaffoldApp({
    dir,
    template: 'vite-react',
    namespaces: [...NAMESPACES],
    networks: [...NETWORK_NAMES],
    features: [...FEATURES],
    projectId: 'appkit-local-project',
    packageManager: 'npm',
  })
  const tsc = join(REPO_ROOT, 'node_modules/typescript/bin/tsc')
  const result = await run(process.execPath, [tsc, '--noEmit', '-p', dir]).then(
    () => '',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  )
  expect(result).toBe('')
}, 180_000)
