import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installTarballs } from './installTarballs.js'
import { packTarballs } from './packTarballs.js'

// An app outside the repository on React 17, below @appkit/ui's react >=18 peer.
const root = new URL('../..', import.meta.url).pathname
const REACT_17 = ['react@17.0.2', 'react-dom@17.0.2']
let dir = ''
let tarballs: string[] = []
let networksTarball = ''

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'appkit-on-react-17-'))
  const packs = join(dir, 'packs')
  mkdirSync(packs)
  const packed = packTarballs(root, ['@appkit/kernel', '@appkit/ui', '@appkit/eip155'], packs)
  tarballs = [packed.get('@appkit/kernel') ?? '', packed.get('@appkit/ui') ?? '']
  networksTarball = packed.get('@appkit/eip155') ?? ''
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A fresh app folder for one test. */
function appFolder(name: string): string {
  const app = join(dir, name)
  mkdirSync(app)
  return app
}

describe('an app on React 17', () => {
  it("npm refuses the install (ERESOLVE) naming @appkit/ui's react >=18 peer", () => {
    expect(() => installTarballs(appFolder('strict'), [...tarballs, ...REACT_17])).toThrow(
      /ERESOLVE[\s\S]*peer react@">=18" from @appkit\/ui/,
    )
  })

  it('forced past the peer check, the bundled app stops at AppKitProvider with an error naming react, the range and the version found', () => {
    const app = appFolder('forced')
    // @appkit/eip155 for its network definitions only, which need no viem.
    installTarballs(app, [...tarballs, networksTarball, ...REACT_17], ['--legacy-peer-deps'])
    writeFileSync(
      join(app, 'render.jsx'),
      [
        "import { createAppKit } from '@appkit/kernel'",
        "import { hardhat } from '@appkit/eip155/networks'",
        "import { AppKitProvider } from '@appkit/ui'",
        "import { renderToString } from 'react-dom/server'",
        "const kit = createAppKit({ projectId: 'p', networks: [hardhat], metadata: { name: 'a', description: 'a', url: 'http://127.0.0.1', icons: [] } })",
        'try { renderToString(<AppKitProvider kit={kit} />) } catch (error) { console.log(error.message) }',
      ].join('\n'),
    )
    // As an app's bundler would (React 17 has no exports map for plain Node to follow).
    const esbuild = createRequire(join(root, 'emulator/package.json'))('esbuild') as {
      buildSync(options: object): unknown
    }
    esbuild.buildSync({
      entryPoints: [join(app, 'render.jsx')],
      absWorkingDir: app,
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      outfile: join(app, 'render.mjs'),
      // React 17's CommonJS requires Node built-ins, which an ES module bundle has to provide.
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
      logLevel: 'silent',
    })
    const run = spawnSync(process.execPath, [join(app, 'render.mjs')], {
      cwd: app,
      encoding: 'utf8',
    })
    expect(`${run.stdout}${run.stderr}`).toContain(
      'AppKit needs react 18 or later (peer dependency react >=18); this app has 17.0.2.',
    )
  })
})
