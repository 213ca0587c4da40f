import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { BuildOptions } from 'esbuild'
import { siblingSource } from '../files/siblingSource.js'

const RUN_ESBUILD = fileURLToPath(new URL('../mobileWallet/runEsbuild.mjs', import.meta.url))

/** The secure site's scripts: the frame's and the social consent page's. */
export const SECURE_SITE_SCRIPTS = {
  frame: './frame/main.ts',
  consent: './consent/main.ts',
} as const

/**
 * Bundles one of the secure site's scripts (about 20 kB: its code and the kernel's i18n, which
 * formats its messages; another locale's are fetched from /i18n/<locale>.json) in its own
 * esbuild process.
 */
export function bundleSecureFrame(
  script: keyof typeof SECURE_SITE_SCRIPTS = 'frame',
): Promise<string> {
  const options: BuildOptions = {
    entryPoints: [fileURLToPath(siblingSource(SECURE_SITE_SCRIPTS[script], import.meta.url))],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  }
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [RUN_ESBUILD],
      { encoding: 'utf8', maxBuffer: 8 * 1024 * 1024, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`esbuild: ${stderr.trim() || error.message}`))
        else resolve(stdout)
      },
    )
    child.stdin?.end(JSON.stringify(options))
  })
}
