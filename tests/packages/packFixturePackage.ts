import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * Writes and packs, inside `dir`, a small ESM package with these `exports` and files (paths
 * relative to the package, e.g. `dist/index.js`), to show what the checks say about it.
 * Returns the tarball's path.
 */
export function packFixturePackage(
  dir: string,
  name: string,
  exports: Record<string, unknown>,
  files: Record<string, string>,
): string {
  const source = join(dir, name)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(source, path)), { recursive: true })
    writeFileSync(join(source, path), text)
  }
  writeFileSync(
    join(source, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', type: 'module', exports, files: ['dist'] }),
  )
  const result = spawnSync('npm', ['pack', '--json', '--pack-destination', dir], {
    cwd: source,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`npm pack failed:\n${result.stderr}`)
  const [packed] = JSON.parse(result.stdout) as [{ filename: string }]
  return join(dir, packed.filename)
}
