import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import { REPO_ROOT } from './appDependencies.js'
import { ADAPTERS, FEATURES, NAMESPACES, TEMPLATES } from './catalog.js'
import { NETWORK_NAMES } from './networkCatalog.js'
import { scaffoldApp } from './scaffoldApp.js'

const run = promisify(execFile)
// Inside the repository (git-ignored), so the app resolves the workspace's packages without an install.
const artifacts = join(REPO_ROOT, 'tests/e2e/artifacts')
mkdirSync(artifacts, { recursive: true })
const root = mkdtempSync(join(artifacts, 'cli-typecheck-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const tsc = join(REPO_ROOT, 'node_modules/typescript/bin/tsc')

/** tsc's report on the project ('' when it type-checks). */
function typeCheck(project: string): Promise<string> {
  return run(process.execPath, [tsc, '--noEmit', '-p', project]).then(
    () => '',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  )
}

it.each(TEMPLATES)(
  'a %s app with every namespace, every network and every available feature type-checks with each adapter (none, with --locale fr; wagmi; ethers; tsc --noEmit)',
  async (template) => {
    const apps = ADAPTERS.map((adapter) => {
      const name = `everything-${template}-${adapter}`
      scaffoldApp({
        dir: join(root, name),
        template,
        namespaces: [...NAMESPACES],
        networks: [...NETWORK_NAMES],
        features: [...FEATURES],
        adapter,
        projectId: 'appkit-local-project',
        packageManager: 'npm',
        // One app per template with --locale, in the same program: the line type-checks too.
        ...(adapter === 'none' ? { locale: 'fr' } : {}),
      })
      return name
    })
    // One program for the template's apps, with the template's own compiler options: they share
    // the checker's work (viem's and React's types are loaded once), and each file is still
    // checked in its own app (relative imports; packages resolve from the same repository).
    // `next` itself is installed only in the e2e's apps, not in this workspace: the files that
    // import it (next.config.ts, the root layout) are left out; `next build` checks them there.
    const sources =
      template === 'next-app'
        ? {
            include: apps.map((app) => `${app}/src`),
            exclude: apps.map((app) => `${app}/src/app/layout.tsx`),
          }
        : { include: apps.flatMap((app) => [`${app}/src`, `${app}/vite.config.ts`]), exclude: [] }
    const project = join(root, `tsconfig.${template}.json`)
    writeFileSync(project, JSON.stringify({ extends: `./${apps[0]}/tsconfig.json`, ...sources }))
    expect(await typeCheck(project)).toBe('')
  },
  240_000,
)
