import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import {
  ADAPTER_LIBRARIES,
  ADAPTER_PACKAGES,
  type Adapter,
  APP_OWNED_PEERS,
  FEATURE_PACKAGES,
  type Feature,
  LOCAL_PACKAGE_DIRS,
  NAMESPACE_PACKAGES,
  type Namespace,
  PUBLISHED_RANGE,
  type Template,
} from './catalog.js'
import { appServerNeeds } from './featureAppServers.js'

/** Two folders up from cli/src/: this repository's root when the CLI runs from its checkout. */
export const REPO_ROOT = new URL('../../', import.meta.url).pathname

/** The root package.json's name of this monorepo. */
const MONOREPO_NAME = 'appkit-monorepo'

/**
 * Where a new app's AppKit packages come from: `{ repoRoot }` (file: links into this monorepo)
 * or `{ range }` (the published versions).
 */
export type PackageSource = { repoRoot: string } | { range: string }

/**
 * Whether `root` is this monorepo (its package.json's name, and `cli` among its workspaces).
 * Installed from npm, the CLI's REPO_ROOT is some node_modules/ folder: not the monorepo.
 */
export function isAppkitMonorepo(root: string): boolean {
  const path = join(root, 'package.json')
  if (!existsSync(path)) return false
  try {
    const pkg = JSON.parse(readFileSync(path, 'utf8')) as { name?: unknown; workspaces?: unknown }
    return (
      pkg.name === MONOREPO_NAME && Array.isArray(pkg.workspaces) && pkg.workspaces.includes('cli')
    )
  } catch {
    return false
  }
}

/** The default source: the local packages when the CLI runs from this monorepo, else published. */
export function defaultPackageSource(
  published: boolean,
  repoRoot: string = REPO_ROOT,
): PackageSource {
  return !published && isAppkitMonorepo(repoRoot) ? { repoRoot } : { range: PUBLISHED_RANGE }
}

/**
 * The source an existing app already uses, read from its @appkit/kernel spec: a `file:` link
 * to `<repo>/kernel` means that repo; a range means published versions of that range.
 */
export function packageSourceOf(appDir: string, kernelSpec: string | undefined): PackageSource {
  if (kernelSpec?.startsWith('file:')) {
    // The kernel lives in the repo's top-level kernel/ folder (LOCAL_PACKAGE_DIRS).
    return { repoRoot: resolve(appDir, kernelSpec.slice('file:'.length), '..') }
  }
  return { range: kernelSpec ?? PUBLISHED_RANGE }
}

/** The version spec of an AppKit package for an app in `appDir`, from `source`. */
export function appkitPackageSpec(name: string, appDir: string, source: PackageSource): string {
  const dir = LOCAL_PACKAGE_DIRS[name]
  if ('range' in source) return source.range
  if (dir === undefined) return PUBLISHED_RANGE
  return `file:${relative(appDir, join(source.repoRoot, dir)) || '.'}`
}

/**
 * The AppKit dependencies and devDependencies of a new app with these namespaces, features and
 * adapter (its package, and the libraries the app's components import with it), and on a
 * template where a feature gets the app's own server, the libraries that server imports.
 */
export function appDependencies(
  chosen: {
    namespaces: readonly Namespace[]
    features: readonly Feature[]
    adapter: Adapter
    template?: Template
  },
  appDir: string,
  source: PackageSource,
) {
  const spec = (name: string) => appkitPackageSpec(name, appDir, source)
  const dependencies: Record<string, string> = {}
  const namespacePackages = chosen.namespaces.map((namespace) => NAMESPACE_PACKAGES[namespace])
  for (const name of ['@appkit/kernel', '@appkit/ui', ...namespacePackages])
    dependencies[name] = spec(name)
  for (const feature of chosen.features)
    dependencies[FEATURE_PACKAGES[feature]] = spec(FEATURE_PACKAGES[feature])
  if (chosen.adapter !== 'none') {
    const pkg = ADAPTER_PACKAGES[chosen.adapter]
    dependencies[pkg] = spec(pkg)
    Object.assign(dependencies, ADAPTER_LIBRARIES[chosen.adapter])
  }
  if (chosen.template !== undefined)
    Object.assign(dependencies, appServerNeeds(chosen.features, chosen.template).libraries)
  addAppOwnedPeers(dependencies)
  const devDependencies: Record<string, string> = {
    '@appkit/emulator': spec('@appkit/emulator'),
    'create-appkit': spec('create-appkit'),
  }
  return { dependencies, devDependencies }
}

/**
 * Adds to `dependencies` the peers its AppKit packages need from the app (APP_OWNED_PEERS),
 * keeping any version the app already chose. Returns the names it added.
 */
export function addAppOwnedPeers(dependencies: Record<string, string>): string[] {
  const added: string[] = []
  for (const name of Object.keys(dependencies)) {
    for (const [peer, range] of Object.entries(APP_OWNED_PEERS[name] ?? {})) {
      if (dependencies[peer] !== undefined) continue
      dependencies[peer] = range
      added.push(peer)
    }
  }
  return added
}

/** A copy of a record with its keys sorted (package.json style). */
export function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))
}
