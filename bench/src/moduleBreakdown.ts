import { relative } from 'node:path'
import type { BuiltApp } from './BuiltApp.js'
import { gzipSize } from './gzipSize.js'
import { packageOfModule } from './packageOfModule.js'
import { REPO_ROOT } from './paths.js'

export interface ModuleShare {
  /** Path from the repository root, or the bundler's id for virtual modules. */
  module: string
  package: string
  renderedLength: number
  /** The chunk's gzip size times the module's share of the chunk's rendered code. */
  gzipShare: number
}

export interface PackageShare {
  package: string
  modules: number
  renderedLength: number
  gzipShare: number
}

export interface ModuleBreakdown {
  modules: ModuleShare[]
  packages: PackageShare[]
}

/**
 * What the given chunks are made of, module by module and package by package, largest first.
 * Gzip does not split by module, so each module gets its chunk's gzip size in proportion to
 * its rendered (tree-shaken, unminified) length: an estimate whose shares add up to the chunks.
 */
export function moduleBreakdown(app: BuiltApp, files: Iterable<string>): ModuleBreakdown {
  const wanted = new Set(files)
  const modules: ModuleShare[] = []
  for (const chunk of app.chunks) {
    if (!wanted.has(chunk.fileName)) continue
    const chunkGzip = gzipSize(chunk.code)
    const rendered = chunk.modules.reduce((sum, module) => sum + module.renderedLength, 0)
    for (const module of chunk.modules) {
      if (module.renderedLength === 0) continue
      modules.push({
        module: module.id.startsWith('\0') ? module.id.slice(1) : relative(REPO_ROOT, module.id),
        package: packageOfModule(module.id),
        renderedLength: module.renderedLength,
        gzipShare: rendered ? (chunkGzip * module.renderedLength) / rendered : 0,
      })
    }
  }
  const byPackage = new Map<string, PackageShare>()
  for (const module of modules) {
    const share = byPackage.get(module.package) ?? {
      package: module.package,
      modules: 0,
      renderedLength: 0,
      gzipShare: 0,
    }
    share.modules++
    share.renderedLength += module.renderedLength
    share.gzipShare += module.gzipShare
    byPackage.set(module.package, share)
  }
  const largestFirst = <T extends { gzipShare: number }>(a: T, b: T) => b.gzipShare - a.gzipShare
  return {
    modules: modules.sort(largestFirst),
    packages: [...byPackage.values()].sort(largestFirst),
  }
}
