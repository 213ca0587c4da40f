#!/usr/bin/env node
// `node scripts/publish.mjs --registry <url> [--tag <dist-tag>]`: publishes every public package to that registry,
// each after the packages it depends on. Refuses before the first `npm publish` when any
// package's build is missing or older than its sources (scripts/buildProblems.mjs), so a
// registry never receives a half-built set. `--root <dir>` publishes another monorepo (tests).
import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildProblems } from './buildProblems.mjs'
import { publicPackages } from './workspacePackages.mjs'

const PUBLISH_TIMEOUT_MS = 120_000
const CONCURRENT_PUBLISHES = 4

const { values } = parseArgs({
  options: { registry: { type: 'string' }, root: { type: 'string' }, tag: { type: 'string' } },
})
if (!values.registry || !URL.canParse(values.registry)) {
  console.error(
    `Usage: node scripts/publish.mjs --registry <url>; got ${values.registry ?? 'no registry'}.`,
  )
  process.exit(2)
}
const root = resolve(values.root ?? fileURLToPath(new URL('..', import.meta.url)))
const packages = inDependencyOrder(publicPackages(root))

const started = performance.now()
const problems = buildProblems(root, packages)
if (problems.length > 0) {
  console.error(`✗ nothing published: ${problems.length} build problem(s)`)
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}

// npm spends most of a publish starting up and packing: a few at once, each package still
// after everything it depends on.
const finished = new Map()
const slots = Array.from({ length: CONCURRENT_PUBLISHES }, () => Promise.resolve())
for (const [index, pkg] of packages.entries()) {
  const dependencies = dependencyNames(pkg.manifest).flatMap((name) => finished.get(name) ?? [])
  const slot = index % CONCURRENT_PUBLISHES
  const done = Promise.all([slots[slot], ...dependencies]).then(() => publish(pkg))
  slots[slot] = done
  finished.set(pkg.manifest.name, done)
}
try {
  await Promise.all(finished.values())
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`${packages.length} packages published to ${values.registry} in ${seconds} s`)

/**
 * The packages sorted so that each comes after every other public package it depends on
 * (dependencies, peers, optional), throwing on a cycle.
 */
function inDependencyOrder(packages) {
  const byName = new Map(packages.map((pkg) => [pkg.manifest.name, pkg]))
  const ordered = []
  const state = new Map()
  const visit = (pkg, path) => {
    if (state.get(pkg) === 'done') return
    if (state.get(pkg) === 'visiting')
      throw new Error(`dependency cycle: ${[...path, pkg.manifest.name].join(' -> ')}`)
    state.set(pkg, 'visiting')
    for (const name of dependencyNames(pkg.manifest)) {
      const dependency = byName.get(name)
      if (dependency) visit(dependency, [...path, pkg.manifest.name])
    }
    state.set(pkg, 'done')
    ordered.push(pkg)
  }
  for (const pkg of packages) visit(pkg, [])
  return ordered
}

/** Every package the manifest depends on at install time: dependencies, peers, optional. */
function dependencyNames({ dependencies, peerDependencies, optionalDependencies }) {
  return Object.keys({ ...dependencies, ...peerDependencies, ...optionalDependencies })
}

/** `--tag`, else `next` for a prerelease (npm refuses to publish one without a tag), else `latest`. */
function distTag({ version }) {
  return values.tag ?? (version.includes('-') ? 'next' : 'latest')
}

/** `npm publish` in the package's folder; rejects with npm's output when it fails. */
function publish({ dir, manifest }) {
  const id = `${manifest.name}@${manifest.version}`
  return new Promise((resolve, reject) => {
    // Scripts off: the check above already ran once for all (prepublishOnly would repeat it).
    execFile(
      'npm',
      ['publish', '--registry', values.registry, '--ignore-scripts', '--tag', distTag(manifest)],
      {
        cwd: dir,
        timeout: PUBLISH_TIMEOUT_MS,
        env: { ...process.env, npm_config_loglevel: 'warn' },
      },
      (error, stdout, stderr) => {
        if (error) {
          const why = `${stderr}${stdout}`.trim() || error.message
          reject(new Error(`npm publish ${id} failed: ${why}`))
        } else {
          console.log(`published ${id}`)
          resolve()
        }
      },
    )
  })
}
