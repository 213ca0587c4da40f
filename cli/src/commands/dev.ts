import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { CliError } from '../CliError.js'

/** The emulator's bin, found from the app's folder first, then from this package. */
export function findEmulatorBin(cwd: string): string {
  for (const base of [join(cwd, 'package.json'), import.meta.url]) {
    let entry: string
    try {
      entry = createRequire(base).resolve('@appkit/emulator')
    } catch {
      continue
    }
    for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
      const pkg = join(dir, 'package.json')
      if (
        existsSync(pkg) &&
        (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@appkit/emulator'
      ) {
        return join(dir, 'bin', 'appkit-emulator.mjs')
      }
    }
  }
  throw new CliError(
    '@appkit/emulator is not installed here: run `npm install -D @appkit/emulator`.',
  )
}

/** `appkit dev`: starts the emulator alone (its own bin, in a child process) until it exits. */
export function dev(args: readonly string[], cwd: string): Promise<number> {
  const child = spawn(process.execPath, [findEmulatorBin(cwd), ...args], { cwd, stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => child.kill(signal))
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 0)))
}
