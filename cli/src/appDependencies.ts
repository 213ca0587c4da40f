import { relative } from 'node:path'
import {
  FEATURE_PACKAGES,
  type Feature,
  LOCAL_PACKAGE_DIRS,
  NAMESPACE_PACKAGES,
  type Namespace,
  PUBLISHED_RANGE,
} from './catalog.js'

/** This repository's root (cli/src/ -> ../..), where the local packages live. */
export const REPO_ROOT = new URL('../../', import.meta.url).pathname

/**
 * The version spec of an AppKit package for an app in `appDir`: a `file:` path to this
 * repository's package, relative to the app, or the published range with `published`.
 */
export function appkitPackageSpec(name: string, appDir: string, published: boolean): string {
  const dir = LOCAL_PACKAGE_DIRS[name]
  if (published || dir === undefined) return PUBLISHED_RANGE
  return `file:${relative(appDir, `${REPO_ROOT}${dir}`) || '.'}`
}

/** The AppKit dependencies and devDependencies of a new app with these namespaces and features. */
export function appDependencies(
  chosen: { namespaces: readonly Namespace[]; features: readonly Feature[] },
  appDir: string,
  published: boolean,
) {
  const spec = (name: string) => appkitPackageSpec(name, appDir, published)
  const dependencies: Record<string, string> = {}
  const namespacePackages = chosen.namespaces.map((namespace) => NAMESPACE_PACKAGES[namespace])
  for (const name of ['@appkit/kernel', '@appkit/ui', ...namespacePackages])
    dependencies[name] = spec(name)
  for (const feature of chosen.features)
    dependencies[FEATURE_PACKAGES[feature]] = spec(FEATURE_PACKAGES[feature])
  const devDependencies: Record<string, string> = {
    '@appkit/emulator': spec('@appkit/emulator'),
    'create-appkit': spec('create-appkit'),
  }
  return { dependencies, devDependencies }
}

/** A copy of a record with its keys sorted (package.json style). */
export function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))
}
