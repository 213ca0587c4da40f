import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Writes and packs, inside `dir`, a package whose manifest is wrong in the ways the checks
 * exist for: `types` listed after `import`, and pointing at a declaration file that is not
 * there, so nothing is typed. Returns the tarball's path.
 */
export function packBrokenPackage(dir: string): string {
  const source = join(dir, 'broken-package')
  mkdirSync(join(source, 'dist'), { recursive: true })
  writeFileSync(join(source, 'dist/index.js'), 'export const answer = 42\n')
  writeFileSync(
    join(source, 'package.json'),
    JSON.stringify({
      name: 'broken-package',
      version: '1.0.0',
      type: 'module',
      exports: { '.': { import: './dist/index.js', types: './dist/index.d.ts' } },
      files: ['dist'],
    }),
  )
  const result = spawnSync('npm', ['pack', '--json', '--pack-destination', dir], {
    cwd: source,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`npm pack failed:\n${result.stderr}`)
  const [packed] = JSON.parse(result.stdout) as [{ filename: string }]
  return join(dir, packed.filename)
}
