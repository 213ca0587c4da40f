import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installTarballs } from './installTarballs.js'
import { packTarballs } from './packTarballs.js'

// An app outside the repository that installed the packed packages with --legacy-peer-deps,
// so viem (a peer of @appkit/eip155 and @appkit/siwx) is not there. What does it see?
const root = new URL('../..', import.meta.url).pathname
let dir = ''
let app = ''

/** Runs an ES module in the app with plain Node; returns what it printed. */
function runInApp(source: string): string {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: app,
    encoding: 'utf8',
  })
  return `${result.stdout}${result.stderr}`
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'appkit-without-viem-'))
  app = join(dir, 'app')
  const packs = join(dir, 'packs')
  mkdirSync(packs)
  mkdirSync(app)
  const tarballs = packTarballs(
    root,
    // @appkit/bip122 and @appkit/solana come with siwx: its verifiers for those families check
    // through their /verify entries.
    [
      '@appkit/kernel',
      '@appkit/ui',
      '@appkit/eip155',
      '@appkit/bip122',
      '@appkit/solana',
      '@appkit/siwx',
    ],
    packs,
  )
  installTarballs(app, [...tarballs.values()], ['--legacy-peer-deps'])
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('an app without viem', () => {
  it('has no viem installed', () => {
    expect(existsSync(join(app, 'node_modules/@appkit/eip155/package.json'))).toBe(true)
    expect(existsSync(join(app, 'node_modules/viem'))).toBe(false)
  })

  it("importing @appkit/eip155 from Node fails with ERR_MODULE_NOT_FOUND naming viem and eip155's file", () => {
    const output = runInApp(
      "await import('@appkit/eip155').catch((error) => console.log(error.code, error.message))",
    )
    expect(output).toMatch(
      /^ERR_MODULE_NOT_FOUND Cannot find package 'viem' imported from \S*node_modules\/@appkit\/eip155\/dist\//,
    )
  })

  it('the kernel and the network definitions, which need no viem, still import', () => {
    const output = runInApp(
      "const kernel = await import('@appkit/kernel'); const networks = await import('@appkit/eip155/networks'); console.log(typeof kernel.createAppKit, networks.mainnet.caipNetworkId)",
    )
    expect(output.trim()).toBe('function eip155:1')
  })

  it("siwx's EVM verifier rejects with an error naming the viem peer and how to install it", () => {
    const output = runInApp(
      [
        "const { eip155Verifier } = await import('@appkit/siwx/verify')",
        `const session = { data: { accountAddress: "0x${'1'.repeat(40)}", chainId: "eip155:1" }, message: "m", signature: "0x" }`,
        'await eip155Verifier().verify(session).catch((error) => console.log(error.code, error.message))',
      ].join('\n'),
    )
    expect(output.trim()).toBe(
      'MISSING_PEER @appkit/siwx needs viem to verify EVM sign-ins (peer dependency viem 2.x), and viem is not installed: npm install viem@2',
    )
  })
})
