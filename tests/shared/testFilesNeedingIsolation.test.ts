import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  ISOLATION_MARKERS,
  testFilesNeedingIsolation,
  WALLETCONNECT_CLIENT_IMPORT,
} from './testFilesNeedingIsolation.js'

const root = mkdtempSync(join(tmpdir(), 'appkit-isolation-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), text)
}

describe('testFilesNeedingIsolation', () => {
  it('names the test files that mock modules or patch globals, and no others', () => {
    write('pkg/src/mocks.test.ts', "vi.mock('viem', () => ({}))")
    write('pkg/src/deep/stubs.test.tsx', "vi.stubGlobal('fetch', f)")
    write('pkg/src/patches.test.ts', 'globalThis.fetch = fake')
    write('pkg/src/env.test.ts', "process.env.NODE_ENV = 'production'")
    write('pkg/src/plain.test.ts', 'expect(globalThis.fetch === f).toBe(true); vi.fn()')
    write('pkg/src/notATest.ts', "vi.mock('viem')")
    write('pkg/node_modules/dep/src/x.test.ts', "vi.mock('viem')")
    write('pkg/dist/x.test.ts', "vi.mock('viem')")
    expect(testFilesNeedingIsolation(root, ['pkg', 'missing'])).toEqual([
      'pkg/src/deep/stubs.test.tsx',
      'pkg/src/env.test.ts',
      'pkg/src/mocks.test.ts',
      'pkg/src/patches.test.ts',
    ])
  })

  it('a comparison is no patch', () => {
    expect(ISOLATION_MARKERS.test('if (globalThis.fetch === undefined) return')).toBe(false)
    expect(ISOLATION_MARKERS.test('vi.resetModules()')).toBe(true)
  })

  it("a value import of WalletConnect's clients isolates the file; a type import does not", () => {
    expect(
      WALLETCONNECT_CLIENT_IMPORT.test("import { SignClient } from '@walletconnect/sign-client'"),
    ).toBe(true)
    expect(
      WALLETCONNECT_CLIENT_IMPORT.test(
        "import {\n  WalletKit,\n  type WalletKitTypes,\n} from '@reown/walletkit'",
      ),
    ).toBe(true)
    expect(
      WALLETCONNECT_CLIENT_IMPORT.test("import type { SessionTypes } from '@walletconnect/types'"),
    ).toBe(false)
    expect(WALLETCONNECT_CLIENT_IMPORT.test("import { x } from './walletconnect.js'")).toBe(false)
  })
})
