import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { BuildOptions } from 'esbuild'

const RUN_ESBUILD = fileURLToPath(new URL('../mobileWallet/runEsbuild.mjs', import.meta.url))

const OPTIONS: BuildOptions = {
  entryPoints: [fileURLToPath(new URL('./frame/main.ts', import.meta.url))],
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  minify: true,
  write: false,
  logLevel: 'silent',
}

/** Bundles the secure frame's script (a few kB, no dependencies) in its own esbuild process. */
export function bundleSecureFrame(): Promise<string> {
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
    child.stdin?.end(JSON.stringify(OPTIONS))
  })
}
