import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { REPO_ROOT, runScript, scaffoldWithCli } from './harness/scaffoldWithCli.js'

// Inside the repository (git-ignored artifacts/), so the app's file: dependencies resolve. What
// a developer installs from the registry (both templates built, served and connected in
// Chromium, `npm run dev`) is publishedApps.e2e.test.ts; this is the other half: in a checkout,
// a new app links the local packages, for trying changes to them.
const workDir = join(REPO_ROOT, 'tests/e2e/artifacts')
mkdirSync(workDir, { recursive: true })
const tempDir = mkdtempSync(join(workDir, 'create-appkit-'))

afterAll(() => {
  rmSync(tempDir, { recursive: true, force: true })
})

it('inside this repository create-appkit --yes links the local packages (file:), and the app installs and passes its `npm test` (tsc, appkit doctor)', async () => {
  const app = join(tempDir, 'linked-app')
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.includes('APPKIT_')),
  )
  await scaffoldWithCli(app, ['--features', 'analytics,devtools'], env, { typeCheck: false })
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  expect(manifest.dependencies['@appkit/kernel']).toMatch(/^file:\.\.\/.*\/kernel$/)
  const tested = await runScript(app, 'test', env)
  expect(tested.stdout).toMatch(/appkit\.config\.ts: no (problems found\.|errors;)/)
}, 180_000)
