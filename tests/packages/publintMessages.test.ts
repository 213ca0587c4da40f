import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { packBrokenPackage } from './packBrokenPackage.js'
import { publintMessages } from './publintMessages.js'

const dir = mkdtempSync(join(tmpdir(), 'appkit-publint-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('publintMessages', () => {
  it('names each problem of a broken tarball by its code', async () => {
    const messages = await publintMessages(packBrokenPackage(dir))
    expect(messages).toContainEqual(expect.stringMatching(/^error FILE_DOES_NOT_EXIST: /))
    expect(messages).toContainEqual(expect.stringMatching(/EXPORTS_TYPES_SHOULD_BE_FIRST: /))
  })
})
