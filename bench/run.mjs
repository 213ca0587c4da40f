#!/usr/bin/env node
// npm run bench: builds the packages, installs the peer libraries into bench/node_modules when
// they are missing (bench/ is its own npm project, not a workspace), then runs bench/src/main.ts
// through tsx.
// BENCH_RUNS (default 5) and BENCH_CYCLES (default 200) change the number of runs and of
// open/close cycles.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const bench = fileURLToPath(new URL('.', import.meta.url))
// The apps import @appkit/* as an app does, from each package's dist/: build what changed first,
// or an edit to a package's src/ would not be measured.
const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)
// `--only load`, `size`, `hooks`, `allwallets` and `signins` measure our code alone: no peers needed.
const onlyOurs = /--only (load|size|hooks|allwallets|signins)\b/.test(
  process.argv.slice(2).join(' '),
)
if (!onlyOurs && !existsSync(new URL('./node_modules', import.meta.url))) {
  console.log('[bench] installing the peer libraries: npm ci --prefix bench')
  const install = spawnSync('npm', ['ci', '--prefix', bench, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  })
  if (install.status !== 0) {
    console.log('[bench] npm ci failed: the peers will be reported as failed')
  }
}

const { register } = await import('tsx/esm/api')
register()
const { main } = await import('./src/main.ts')
await main()
