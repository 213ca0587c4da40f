import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export interface AttwReport {
  /** attw's exit code was 0: no problem outside what the profile ignores. */
  ok: boolean
  /** attw found type declarations for at least one entry point. */
  typed: boolean
  /** attw's own report (its ASCII format), to show when a check fails. */
  output: string
}

const cliPackage = createRequire(import.meta.url).resolve('@arethetypeswrong/cli/package.json')

/**
 * Runs `attw` over a packed tarball with the esm-only profile: the packages ship ESM only
 * (`"type": "module"`, `import` conditions), so a CommonJS `require` (node16 from CJS) or
 * node10 resolution, which cannot load them at all, is not a way in whose types could be wrong.
 * Every way in an ESM app has (node16 from ESM, bundler) must resolve to matching types.
 */
export function attwReport(tarball: string): AttwReport {
  const result = spawnSync(
    process.execPath,
    [
      join(dirname(cliPackage), 'dist/index.js'),
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      '--no-color',
      '--no-emoji',
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  )
  const output = `${result.stdout}${result.stderr}`
  return {
    ok: result.status === 0,
    typed: !output.includes('This package does not contain types.'),
    output,
  }
}
