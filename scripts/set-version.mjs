#!/usr/bin/env node
// `npm run set-version -- 0.2.0`: one version for every package. Sets each workspace's
// `version` and every internal dependency range (`^0.2.0`) together, then refreshes the lock.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { workspacePackages } from './workspacePackages.mjs'

const version = process.argv[2]
if (!version || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
  console.error(`Usage: npm run set-version -- <major.minor.patch>; got ${version ?? 'nothing'}.`)
  process.exit(1)
}
const root = fileURLToPath(new URL('..', import.meta.url))
const packages = workspacePackages(root)
const names = new Set(packages.map(({ manifest }) => manifest.name))
for (const { dir, manifest } of packages) {
  manifest.version = version
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    for (const name of Object.keys(manifest[field] ?? {}))
      if (names.has(name)) manifest[field][name] = `^${version}`
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}
console.log(`${packages.length} packages set to ${version}`)
const lock = spawnSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(lock.status ?? 1)
