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
const esmModule = { 'dist/index.js': 'export const answer = 42\n' }

describe('attwReport', () => {
  it('a tarball whose types entry points at a missing file has no types', () => {
    const report = attwReport(
      packFixturePackage(
        dir,
        'types-missing',
        { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
        esmModule,
      ),
    )
    expect(report.typed).toBe(false)
    expect(report.output).toContain('This package does not contain types.')
  })

  it('CommonJS types for an ES module fail even under the esm-only profile', () => {
    const report = attwReport(
      packFixturePackage(
        dir,
        'types-masquerading-as-cjs',
        { '.': { types: './dist/index.d.cts', import: './dist/index.js' } },
        { ...esmModule, 'dist/index.d.cts': 'export declare const answer: number\n' },
      ),
    )
    expect(report.typed).toBe(true)
    expect(report.ok).toBe(false)
    expect(report.output).toMatch(/Masquerading as CJS/)
  })

  it('matching ESM types pass', () => {
    const report = attwReport(
      packFixturePackage(
        dir,
        'sound',
        { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
        { ...esmModule, 'dist/index.d.ts': 'export declare const answer: number\n' },
      ),
    )
    expect(report, report.output).toMatchObject({ ok: true, typed: true })
  })
})
