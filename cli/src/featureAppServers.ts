import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { type Feature, featureAppServer, type Template } from './catalog.js'

/** templates/features/<feature>/<template>/: the files of a feature's own server on a template. */
export const FEATURE_TEMPLATES_DIR = new URL('../templates/features/', import.meta.url).pathname

/** The folder of the feature's files for the template (it exists only where FEATURE_APP_SERVERS says). */
export function featureFilesDir(feature: Feature, template: Template): string {
  return join(FEATURE_TEMPLATES_DIR, feature, template)
}

/** What the chosen features' own servers need on this template: libraries and unbundled packages. */
export function appServerNeeds(features: readonly Feature[], template: Template) {
  const libraries: Record<string, string> = {}
  const serverExternalPackages = new Set<string>()
  for (const feature of features) {
    const server = featureAppServer(feature, template)
    if (!server) continue
    Object.assign(libraries, server.libraries)
    for (const name of server.serverExternalPackages) serverExternalPackages.add(name)
  }
  return { libraries, serverExternalPackages: [...serverExternalPackages].sort() }
}

/** The feature's files for the template, as paths relative to the app (sorted). */
export function featureFiles(feature: Feature, template: Template): string[] {
  const root = featureFilesDir(feature, template)
  if (!existsSync(root)) return []
  const walk = (prefix: string): string[] =>
    readdirSync(join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name
      return entry.isDirectory() ? walk(path) : [path]
    })
  return walk('').sort()
}

/**
 * Writes the feature's files for the template into an existing app (`appkit add`), never over a
 * file the app already has. Returns the files written and those kept as they were.
 */
export function writeFeatureFiles(feature: Feature, template: Template, appDir: string) {
  const written: string[] = []
  const kept: string[] = []
  for (const file of featureFiles(feature, template)) {
    const target = join(appDir, file)
    const text = readFileSync(join(featureFilesDir(feature, template), file), 'utf8')
    if (existsSync(target)) {
      if (readFileSync(target, 'utf8') !== text) kept.push(file)
      continue
    }
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
    written.push(file)
  }
  return { written, kept }
}
