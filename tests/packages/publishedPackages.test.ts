import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicPackages } from '../../scripts/workspacePackages.mjs'
import { attwReport } from './attwReport.js'
import { importTimeStatements } from './importTimeStatements.js'
import { modulesDeclaredPure } from './modulesDeclaredPure.js'
import { packTarballs } from './packTarballs.js'
import { publintMessages } from './publintMessages.js'
import { unpackTarball } from './unpackTarball.js'

const root = new URL('../..', import.meta.url).pathname
const packages = publicPackages(root).map(({ manifest }) => ({
  name: manifest.name as string,
  // A bin-only package (create-appkit) exports nothing to import, so it has no types to check.
  importable: Object.keys(manifest.exports ?? {}).some((subpath) => subpath !== './package.json'),
  sideEffects: manifest.sideEffects as unknown,
}))

let destination = ''
let tarballs = new Map<string, string>()

beforeAll(() => {
  destination = mkdtempSync(join(tmpdir(), 'appkit-packed-'))
  tarballs = packTarballs(
    root,
    packages.map(({ name }) => name),
    destination,
  )
})
afterAll(() => rmSync(destination, { recursive: true, force: true }))

describe.each(packages)('$name, as packed for publishing', ({ name, importable, sideEffects }) => {
  it('publint reports no error, warning or suggestion', async () => {
    expect(await publintMessages(tarballs.get(name)!)).toEqual([])
  })

  it(
    importable
      ? 'attw: every entry point resolves to types that match its JavaScript (esm-only profile)'
      : 'attw: no entry point to resolve (a bin-only package)',
    () => {
      const report = attwReport(tarballs.get(name)!)
      expect(report.ok, report.output).toBe(true)
      if (importable) expect(report.typed, report.output).toBe(true)
    },
  )

  it('its sideEffects field is true to the code: no module it calls pure runs a statement when imported', () => {
    const folder = unpackTarball(tarballs.get(name)!, join(destination, name))
    const modules = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.m?js$/.test(file),
    )
    const effects = modulesDeclaredPure(sideEffects, modules).flatMap((file) =>
      importTimeStatements(file, readFileSync(join(folder, file), 'utf8')).map(
        (statement) => `${file}: ${statement}`,
      ),
    )
    expect(effects).toEqual([])
  })
})
