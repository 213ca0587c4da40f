import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, it } from 'vitest'
import { descendantsOf, isAlive, isListening, killTree } from '../testing/processTree.js'

const appkitBin = fileURLToPath(new URL('../../bin/appkit.mjs', import.meta.url))

let cwd: string | undefined
let running: ChildProcess | undefined
afterEach(() => {
  // A failed assertion must not leave the emulator running: stop `appkit dev` and all under it.
  if (running?.pid !== undefined && running.exitCode === null) killTree(running.pid)
  if (cwd) rmSync(cwd, { recursive: true, force: true })
})

it('`appkit dev` starts the emulator alone, serves the project config, and stops cleanly on SIGTERM with no process left', async () => {
  cwd = mkdtempSync(join(tmpdir(), 'appkit-dev-'))
  const stateFile = join(cwd, '.appkit', 'emulator.json')
  const child = spawn(
    process.execPath,
    // No Solana RPC and no swap pool: the test needs the emulator up, not all of it.
    [
      appkitBin,
      'dev',
      '--api-port',
      '0',
      '--chain-31337-port',
      '0',
      '--chain-1337-port',
      '0',
      '--no-solana',
      '--no-swaps',
    ],
    { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  running = child
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  let output = ''
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      output += String(chunk)
    })
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('Press Ctrl+C to stop.')) resolve()
    })
    exited.then((code) => reject(new Error(`appkit dev exited early (code ${code}):\n${output}`)))
  })

  const urls = JSON.parse(readFileSync(stateFile, 'utf8')) as {
    api: string
    projectId: string
    chains: Record<string, { rpcUrl: string }>
  }
  const config = await fetch(
    `${urls.api}/appkit/v1/config?projectId=${urls.projectId}&st=appkit&sv=test`,
  )
  expect(config.status).toBe(200)
  expect(await config.json()).toEqual(expect.any(Object))
  const services = [urls.api, ...Object.values(urls.chains).map((chain) => chain.rpcUrl)]
  for (const url of services) expect(await isListening(url)).toBe(true)
  const processes = descendantsOf(child.pid ?? 0)
  expect(processes.length).toBeGreaterThan(0)

  child.kill('SIGTERM')
  expect(await exited, output).toBe(0)
  for (const url of services) expect(await isListening(url)).toBe(false)
  expect(existsSync(stateFile)).toBe(false)
  // Helpers (tsx's esbuild) end when their parent's pipes close: give them a moment on a busy machine.
  await expect.poll(() => processes.filter(isAlive), { timeout: 10_000 }).toEqual([])
}, 60_000)

it('`appkit dev` passes a bad emulator flag through and exits with its usage error', () => {
  cwd = mkdtempSync(join(tmpdir(), 'appkit-dev-'))
  let status: number | null = 0
  let stderr = ''
  try {
    execFileSync(process.execPath, [appkitBin, 'dev', '--bogus'], { cwd, stdio: 'pipe' })
  } catch (error) {
    const failure = error as { status: number | null; stderr: Buffer }
    status = failure.status
    stderr = String(failure.stderr)
  }
  expect(status).toBe(2)
  expect(stderr).toContain('Usage: appkit-emulator')
}, 30_000)
