#!/usr/bin/env node
// Every public package's `prepublishOnly`: a plain `npm publish -w <package>` (or `npm publish`
// in its folder) stops, before anything is uploaded, when that package's build is missing or
// older than its sources, as scripts/publish.mjs does for all of them at once.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildProblems } from './buildProblems.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
// npm runs the script in the package's own folder.
const dir = process.cwd()
const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
const problems = buildProblems(root, [{ dir, manifest }])
if (problems.length > 0) {
  console.error(`✗ ${manifest.name} not published: ${problems.length} build problem(s)`)
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
