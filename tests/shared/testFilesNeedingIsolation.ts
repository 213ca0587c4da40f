import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * What makes a test file change the module graph or the globals of the worker it runs in:
 * module mocks, stubbed globals or env, a reset module registry, a global patched by hand.
 */
export const ISOLATION_MARKERS =
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(|\bglobalThis\.[A-Za-z]+\s*=[^=]|\bprocess\.env\.[A-Z_]+\s*=[^=]/

/**
 * A value import of WalletConnect's client libraries: their core keeps state beyond the module
 * (a core cached on globalThis per storage prefix, relay sockets, heartbeats), so a client left
 * by an earlier file in a shared worker can take over a later file's pairing, which then hangs.
 */
export const WALLETCONNECT_CLIENT_IMPORT =
  /^import (?!type )[^;]*?from '(@walletconnect\/|@reown\/walletkit)/m

const TEST_FILE = /\.test\.tsx?$/

function testFilesUnder(root: string, dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(join(root, dir), { recursive: true }) as string[]
  } catch {
    return []
  }
  return entries
    .filter((entry) => TEST_FILE.test(entry) && !/(^|\/)(node_modules|dist)\//.test(entry))
    .map((entry) => relative(root, join(root, dir, entry)))
}

/**
 * The test files under `dirs` (relative to `root`) that must run in a fresh module graph of
 * their own (ISOLATION_MARKERS, WALLETCONNECT_CLIENT_IMPORT), as paths relative to `root`. Every other file can share its
 * worker's module cache with the files before it, which saves importing viem, effect and the
 * packages again for each of them.
 */
export function testFilesNeedingIsolation(root: string, dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) => testFilesUnder(root, dir))
    .filter((file) => {
      const text = readFileSync(join(root, file), 'utf8')
      return ISOLATION_MARKERS.test(text) || WALLETCONNECT_CLIENT_IMPORT.test(text)
    })
    .sort()
}
