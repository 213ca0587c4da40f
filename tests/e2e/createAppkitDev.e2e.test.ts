import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { descendantsOf, isAlive, isListening, killTree } from '../../cli/src/testing/processTree.js'
import { connectWithTestWallet } from './harness/connectWithTestWallet.js'
import { REPO_ROOT, scaffoldWithCli } from './harness/scaffoldWithCli.js'
import { useBrowser } from './harness/useBrowser.js'

// Inside the repository (git-ignored artifacts/), so the app's file: dependencies resolve.
const workDir = join(REPO_ROOT, 'tests/e2e/artifacts')
mkdirSync(workDir, { recursive: true })
const tempDir = mkdtempSync(join(workDir, 'create-appkit-dev-'))
let dev: ChildProcess | undefined

afterAll(() => {
  // The whole process group: what is left of `npm run dev` even when npm itself has ended.
  if (dev?.pid !== undefined) {
    killTree(dev.pid)
    try {
      process.kill(-dev.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  rmSync(tempDir, { recursive: true, force: true })
})

const browser = useBrowser()

/**
 * What a new app's `npm run dev` serves with no configuration: the emulator's defaults (API
 * 4100, secure site 4200, Hardhat 8545, Localhost 8546, Solana 8899) and Vite's 5173. The
 * generated appkit.config.ts falls back to exactly these URLs.
 */
const DEFAULT_URLS = [
  'http://127.0.0.1:4100',
  'http://127.0.0.1:4200',
  'http://127.0.0.1:8545',
  'http://127.0.0.1:8546',
  'http://127.0.0.1:8899',
  'http://127.0.0.1:5173',
]

/** This process's environment without any APPKIT_* override: the app must run on its defaults. */
function envWithoutOverrides(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.includes('APPKIT_')),
  )
}

it("the generated app's `npm run dev` starts the emulator and Vite on their default ports, connects the test wallet, and Ctrl+C stops everything", async (context) => {
  const taken: string[] = []
  for (const url of DEFAULT_URLS) if (await isListening(url)) taken.push(url)
  if (taken.length > 0) {
    const why = `npm run dev needs the default ports, and ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} already taken on this machine`
    // On a developer's machine a running demo is expected; CI must run this test, not skip it.
    if (process.env.CI) throw new Error(why)
    context.skip(why)
  }

  const app = join(tempDir, 'dev-app')
  const env = envWithoutOverrides()
  await scaffoldWithCli(app, [], env, { typeCheck: false })

  // Its own process group, as a terminal runs it: Ctrl+C sends SIGINT to the whole group.
  const child = spawn('npm', ['run', 'dev'], {
    cwd: app,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  dev = child
  let output = ''
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`npm run dev exited early:\n${output}`)
        const up = await Promise.all(DEFAULT_URLS.map(isListening))
        return up.every(Boolean) && output.includes('Press Ctrl+C to stop.')
      },
      { timeout: 90_000, interval: 500 },
    )
    .toBe(true)

  const page = await browser.context().newPage()
  await connectWithTestWallet(page, 'http://127.0.0.1:5173/?testWallet=1', 'dev-app')
  await page.close()

  const processes = descendantsOf(child.pid ?? 0)
  expect(processes.length).toBeGreaterThan(2)
  process.kill(-(child.pid ?? 0), 'SIGINT')
  // npm, after its script ends, re-raises the SIGINT it got (as a shell expects): that or 0.
  const end = await exited
  expect(end.code === 0 || end.signal === 'SIGINT', `${JSON.stringify(end)}\n${output}`).toBe(true)
  for (const url of DEFAULT_URLS) await expect.poll(() => isListening(url)).toBe(false)
  await expect.poll(() => processes.filter(isAlive), { timeout: 15_000 }).toEqual([])
}, 240_000)
