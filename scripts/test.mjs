#!/usr/bin/env node
// Runs every suite the project has and ends with one line: `N passed, N failed`.
// Lint and typecheck count as one check each; vitest reports its tests one by one.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
let passed = 0
let failed = 0

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  return result.status === 0
}

function check(label, command, args) {
  if (run(label, command, args)) passed++
  else {
    failed++
    console.log(`✗ ${label} failed`)
  }
}

function vitest(label, args, env) {
  const dir = mkdtempSync(join(tmpdir(), 'appkit-vitest-'))
  const report = join(dir, 'report.json')
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
    env,
  )
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'))
    passed += json.numPassedTests
    failed += json.numFailedTests
    // A suite that fails to load has no tests to count, but it failed.
    const brokenFiles = json.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length
    failed += brokenFiles
    if (!ok && json.numFailedTests === 0 && brokenFiles === 0) failed++
  } catch {
    failed++
    console.log(`✗ ${label}: no report was written`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (!run('chromium for the browser tests', 'bash', ['scripts/ensure-chromium.sh'])) {
  console.log('✗ could not install chromium: the browser tests will fail')
}
if (!run('PostgreSQL and Redis servers', 'bash', ['scripts/ensure-database-servers.sh'])) {
  console.log('✗ could not install postgresql and redis-server: the store tests will fail')
}
// Every suite runs against the compiled packages, as an app installs them: build them first.
check('build every package', process.execPath, ['scripts/build.mjs'])
check('no-change build (incremental: every project up to date)', process.execPath, [
  'scripts/build.mjs',
  '--expect-up-to-date',
])
check('lint and format', 'npx', ['biome', 'check', '.'])
check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'])
vitest('unit and CSP tests', [])
vitest('packed packages (publint, attw, sideEffects; an app without viem)', [
  '--config',
  'tests/packages/vitest.config.ts',
])
vitest('rendering tests on React 18.3', ['--config', 'tests/react18/vitest.config.ts'])
vitest('property-based fuzzing (10,000 cases each)', ['--config', 'tests/fuzz/vitest.config.ts'])
vitest('browser tests (headless Chromium)', ['--config', 'tests/e2e/vitest.config.ts'])

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
