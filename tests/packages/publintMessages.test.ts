import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packFixturePackage } from './packFixturePackage.js'
import { publintMessages } from './publintMessages.js'

// Made when the file's tests run (not at import), so a filtered-out file leaves nothing behind.
let dir = ''
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'appkit-publint-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('publintMessages', () => {
  it('names each problem of a broken tarball by its code', async () => {
    const tarball = packFixturePackage(
      dir,
      'types-listed-last-and-missing',
      { '.': { import: './dist/index.js', types: './dist/index.d.ts' } },
      { 'dist/index.js': 'export const answer = 42\n' },
    )
    const messages = await publintMessages(tarball)
    expect(messages).toContainEqual(expect.stringMatching(/^error FILE_DOES_NOT_EXIST: /))
    expect(messages).toContainEqual(expect.stringMatching(/EXPORTS_TYPES_SHOULD_BE_FIRST: /))
  })

  it('has nothing to say about a sound ESM package', async () => {
    const tarball = packFixturePackage(
      dir,
      'sound',
      { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
      {
        'dist/index.js': 'export const answer = 42\n',
        'dist/index.d.ts': 'export declare const answer: number\n',
      },
    )
    expect(await publintMessages(tarball)).toEqual([])
  })
})
