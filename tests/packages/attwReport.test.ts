import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attwReport } from './attwReport.js'
import { packFixturePackage } from './packFixturePackage.js'

// Made when the file's tests run (not at import), so a filtered-out file leaves nothing behind.
let dir = ''
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'appkit-attw-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const DECLARATION = 'export declare const answer: number\n'

/** attw's report on a packed ESM package whose `types` is `types`, with `declarations` beside it. */
function reportForTypes(name: string, types: string, declarations: Record<string, string> = {}) {
  return attwReport(
    packFixturePackage(
      dir,
      name,
      { '.': { types, import: './dist/index.js' } },
      { 'dist/index.js': 'export const answer = 42\n', ...declarations },
    ),
  )
}

describe('attwReport', () => {
  it('a tarball whose types entry points at a missing file has no types', () => {
    const report = reportForTypes('types-missing', './dist/index.d.ts')
    expect(report.typed).toBe(false)
    expect(report.output).toContain('This package does not contain types.')
  })

  it('CommonJS types for an ES module fail even under the esm-only profile', () => {
    const report = reportForTypes('types-masquerading-as-cjs', './dist/index.d.cts', {
      'dist/index.d.cts': DECLARATION,
    })
    expect(report.typed).toBe(true)
    expect(report.ok).toBe(false)
    expect(report.output).toMatch(/Masquerading as CJS/)
  })

  it('matching ESM types pass', () => {
    const report = reportForTypes('sound', './dist/index.d.ts', { 'dist/index.d.ts': DECLARATION })
    expect(report, report.output).toMatchObject({ ok: true, typed: true })
  })
})
