import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isListening } from './testing/isListening.js'
import type { EmulatorUrls } from './types.js'

const bin = fileURLToPath(new URL('../bin/appkit-emulator.mjs', import.meta.url))

describe('appkit-emulator CLI', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'stops every service cleanly on %s and exits 0',
    async (signal) => {
      const cwd = mkdtempSync(join(tmpdir(), 'appkit-emulator-cli-'))
      const child = spawn(
        process.execPath,
        [bin, '--api-port', '0', '--chain-31337-port', '0', '--chain-1337-port', '0', '--cwd', cwd],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      )
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
      let output = ''
      child.stderr.on('data', (chunk) => {
        output += String(chunk)
      })
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += String(chunk)
          if (output.includes('Press Ctrl+C to stop.')) resolve()
        })
        exited.then((code) => reject(new Error(`The CLI exited early (code ${code}):\n${output}`)))
      })
      const stateFile = join(cwd, '.appkit', 'emulator.json')
      const urls = JSON.parse(readFileSync(stateFile, 'utf8')) as EmulatorUrls
      expect(output).toContain(urls.api)
      const all = [urls.api, ...Object.values(urls.chains).map((chain) => chain.rpcUrl)]
      for (const url of all) expect(await isListening(url)).toBe(true)

      child.kill(signal)
      const code = await exited
      expect(code, `exit code ${code}, signal ${child.signalCode}, output:\n${output}`).toBe(0)
      for (const url of all) expect(await isListening(url)).toBe(false)
      expect(existsSync(stateFile)).toBe(false)
      rmSync(cwd, { recursive: true, force: true })
    },
    30_000,
  )

  it('prints the usage for --help and fails with it for an unknown flag', async () => {
    const run = (args: string[]) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
        let output = ''
        child.stdout.on('data', (chunk) => {
          output += String(chunk)
        })
        child.stderr.on('data', (chunk) => {
          output += String(chunk)
        })
        child.once('exit', (code) => resolve({ code, output }))
      })
    const help = await run(['--help'])
    expect(help.code).toBe(0)
    expect(help.output).toContain('--chain-1337-port <port>')
    const bad = await run(['--bogus'])
    expect(bad.code).toBe(2)
    expect(bad.output).toContain('Usage: appkit-emulator')
  }, 30_000)
})
