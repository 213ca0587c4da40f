#!/usr/bin/env node
// `npm run build`: compiles every public package to dist/ (ESM, declarations, source maps) with
// TypeScript's build mode, which follows the project references in tsconfig.build.json, so
// packages build in dependency order and only what changed is rebuilt. `--clean` removes
// every package's dist/ first (a clean build); `--watch` keeps rebuilding on change (`npm run dev`);
// `--expect-up-to-date` fails if any project would be rebuilt or lacks an output
// (scripts/buildProblems.mjs; npm test runs it right after a build, to prove a no-change build
// does nothing). Prints how long the build took.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildProblems } from './buildProblems.mjs'
import { publicPackages } from './workspacePackages.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const args = process.argv.slice(2)
const tscBuild = (...extra) =>
  spawnSync(process.execPath, [tsc, '--build', 'tsconfig.build.json', ...extra], {
    cwd: root,
    stdio: 'inherit',
  }).status

// The whole dist/ goes, not only what tsc -b --clean knows: a file whose source was removed or
// excluded would otherwise stay there and be published.
if (args.includes('--clean')) {
  for (const { dir } of publicPackages(root)) {
    rmSync(join(dir, 'dist'), { recursive: true, force: true })
    rmSync(join(dir, 'tsconfig.build.tsbuildinfo'), { force: true })
  }
}
if (args.includes('--expect-up-to-date')) {
  const problems = buildProblems(root, publicPackages(root))
  if (problems.length > 0) {
    console.error(`✗ a no-change build would still have work to do:\n${problems.join('\n')}`)
    process.exit(1)
  }
}
const started = performance.now()
const status = tscBuild(...(args.includes('--watch') ? ['--watch', '--preserveWatchOutput'] : []))
const seconds = ((performance.now() - started) / 1000).toFixed(1)
if (status !== 0) {
  console.error(`✗ build failed after ${seconds} s`)
  process.exit(status ?? 1)
}
console.log(`packages built in ${seconds} s${args.includes('--clean') ? ' (clean build)' : ''}`)
