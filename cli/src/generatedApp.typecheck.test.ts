import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import { REPO_ROOT } from './appDependencies.js'
import { FEATURES, NAMESPACES, TEMPLATES } from './catalog.js'
import { NETWORK_NAMES } from './networkCatalog.js'
import { scaffoldApp } from './scaffoldApp.js'

const run = promisify(execFile)
// Inside the repository (git-ignored), so the app resolves the workspace's packages without an install.
const artifacts = join(REPO_ROOT, 'tests/e2e/artifacts')
mkdirSync(artifacts, { recursive: true })
const root = mkdtempSync(join(artifacts, 'cli-typecheck-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const tsc = join(REPO_ROOT, 'node_modules/typescript/bin/tsc')

/** tsc's report on the app ('' when it type-checks). */
function typeCheck(dir: string): Promise<string> {
  return run(process.execPath, [tsc, '--noEmit', '-p', dir]).then(
    () => '',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  )
}

it.each(TEMPLATES)(
  'a %s app with every namespace, every network and every available feature type-checks (tsc --noEmit)',
  async (template) => {
    const dir = join(root, `everything-${template}`)
    scaffoldApp({
      dir,
      template,
      namespaces: [...NAMESPACES],
      networks: [...NETWORK_NAMES],
      features: [...FEATURES],
      projectId: 'appkit-local-project',
      packageManager: 'npm',
    })
    if (template === 'next-app') {
      // `next` itself is installed only in the e2e's apps, not in this workspace: leave out the
      // two files that import it (next.config.ts, the root layout's Metadata type). The rest, the
      // generated appkit.config.ts with every plugin and NEXT_PUBLIC_ read, and the client
      // components, is checked with the template's own compiler options.
      writeFileSync(
        join(dir, 'tsconfig.without-next.json'),
        JSON.stringify({
          extends: './tsconfig.json',
          include: ['src'],
          exclude: ['src/app/layout.tsx'],
        }),
      )
      expect(await typeCheck(join(dir, 'tsconfig.without-next.json'))).toBe('')
      return
    }
    expect(await typeCheck(dir)).toBe('')
  },
  180_000,
)
