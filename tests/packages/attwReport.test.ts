import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { attwReport } from './attwReport.js'
import { packBrokenPackage } from './packBrokenPackage.js'

const dir = mkdtempSync(join(tmpdir(), 'appkit-attw-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('attwReport', () => {
  it('a tarball whose types entry points at a missing file has no types', () => {
    const report = attwReport(packBrokenPackage(dir))
    expect(report.typed).toBe(false)
    expect(report.output).toContain('This package does not contain types.')
  })
})
