import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BuiltApp } from './BuiltApp.js'

/**
 * The versions of `packages` a build bundles, one entry per installed copy (the folder its
 * modules come from): two entries mean two copies in the bundle. Packages it does not bundle
 * are left out.
 */
export function bundledVersions(
  app: BuiltApp,
  packages: readonly string[],
): Record<string, string[]> {
  const folders = new Map<string, Set<string>>()
  for (const chunk of app.chunks) {
    for (const { id } of chunk.modules) {
      for (const name of packages) {
        const marker = `/node_modules/${name}/`
        const at = id.lastIndexOf(marker)
        if (at < 0) continue
        const folder = id.slice(0, at + marker.length - 1).replace(/^\0/, '')
        folders.set(name, (folders.get(name) ?? new Set()).add(folder))
      }
    }
  }
  const versions: Record<string, string[]> = {}
  for (const name of packages) {
    const found = folders.get(name)
    if (!found) continue
    versions[name] = [...found].map((folder) => {
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
        version?: string
      }
      return manifest.version ?? folder
    })
  }
  return versions
}
