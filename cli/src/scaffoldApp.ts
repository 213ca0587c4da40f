import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { appDependencies, defaultPackageSource, sortKeys } from './appDependencies.js'
import { CliError } from './CliError.js'
import { appServerNeeds, featureFilesDir } from './featureAppServers.js'
import { mergeInto } from './mergeInto.js'
import { renderAppFileNotes } from './renderAppFileNotes.js'
import { renderAppkitConfig } from './renderAppkitConfig.js'
import { renderNextConfig } from './renderNextConfig.js'
import { renderPluginList } from './renderPluginList.js'
import type { CreateOptions } from './resolveCreateOptions.js'

export const TEMPLATES_DIR = new URL('../templates/', import.meta.url).pathname

export interface ScaffoldSettings {
  force?: boolean
  /** Depend on the published versions even inside this monorepo. */
  published?: boolean
  /** Where the monorepo would be (default: two folders up from cli/src/); tests point it elsewhere. */
  repoRoot?: string
  /** Called after each file is written (tests use it to fail half-way). */
  onFileWritten?: (path: string) => void
  /** With --force into a non-empty folder: called after each file is moved into it. */
  onFileMerged?: (path: string) => void
}

/** An npm-safe name from the folder name: lowercase letters, digits, '-', '.', '_'. */
export function appNameOf(dir: string): string {
  const name = basename(resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '')
  return name || 'appkit-app'
}

export function isNonEmptyDir(path: string): boolean {
  return existsSync(path) && (!statSync(path).isDirectory() || readdirSync(path).length > 0)
}

function copyTemplate(
  from: string,
  to: string,
  vars: Record<string, string>,
  settings: ScaffoldSettings,
) {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name)
    const target = join(to, entry.name === '_gitignore' ? '.gitignore' : entry.name)
    if (entry.isDirectory()) {
      copyTemplate(source, target, vars, settings)
      continue
    }
    let text = readFileSync(source, 'utf8')
    for (const [key, value] of Object.entries(vars)) text = text.replaceAll(`{{${key}}}`, value)
    writeFileSync(target, text)
    settings.onFileWritten?.(target)
  }
}

/**
 * Writes a new app from the template, offline, into a temporary folder beside the target, then
 * moves it into place: a failure leaves nothing behind. Refuses a non-empty target unless forced.
 * With an adapter, its files for the template (templates/adapters/<adapter>/<template>/) are
 * written over the template's; so are a feature's, where it gives the app its own server
 * (templates/features/<feature>/<template>/, FEATURE_APP_SERVERS), and next.config.ts then keeps
 * that server's libraries out of the bundle. Returns the app's absolute path and the files written (relative).
 */
export function scaffoldApp(options: CreateOptions, settings: ScaffoldSettings = {}) {
  const target = resolve(options.dir)
  if (isNonEmptyDir(target) && !settings.force) {
    throw new CliError(
      `${target} is not empty. Choose another directory or pass --force to write into it.`,
    )
  }
  const parent = dirname(target)
  mkdirSync(parent, { recursive: true })
  const temp = mkdtempSync(join(parent, `.${basename(target)}-create-appkit-`))
  try {
    const appName = appNameOf(target)
    const vars = {
      appName,
      packageManager: options.packageManager,
      pluginList: renderPluginList(options),
      appFileNotes: renderAppFileNotes(options.template, options.adapter, options.features),
    }
    copyTemplate(join(TEMPLATES_DIR, options.template), temp, vars, settings)
    if (options.adapter !== 'none') {
      const overlay = join(TEMPLATES_DIR, 'adapters', options.adapter, options.template)
      copyTemplate(overlay, temp, vars, settings)
    }
    for (const feature of options.features) {
      const overlay = featureFilesDir(feature, options.template)
      if (existsSync(overlay)) copyTemplate(overlay, temp, vars, settings)
    }
    const { serverExternalPackages } = appServerNeeds(options.features, options.template)
    if (options.template === 'next-app' && serverExternalPackages.length > 0) {
      const nextConfigPath = join(temp, 'next.config.ts')
      writeFileSync(nextConfigPath, renderNextConfig(serverExternalPackages))
      settings.onFileWritten?.(nextConfigPath)
    }
    const packagePath = join(temp, 'package.json')
    const pkg = JSON.parse(readFileSync(packagePath, 'utf8')) as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    const source = defaultPackageSource(settings.published ?? false, settings.repoRoot)
    const deps = appDependencies(options, target, source)
    pkg.dependencies = sortKeys({ ...pkg.dependencies, ...deps.dependencies })
    pkg.devDependencies = sortKeys({ ...pkg.devDependencies, ...deps.devDependencies })
    writeFileSync(packagePath, `${JSON.stringify(pkg, null, 2)}\n`)
    settings.onFileWritten?.(packagePath)
    const configPath = join(temp, 'src', 'appkit.config.ts')
    writeFileSync(
      configPath,
      renderAppkitConfig({
        template: options.template,
        appName,
        projectId: options.projectId,
        namespaces: options.namespaces,
        networks: options.networks,
        features: options.features,
        // Only when there is one: the config of an app without stays as it always was.
        ...(options.adapter === 'none' ? {} : { adapter: options.adapter }),
        ...(options.locale === undefined ? {} : { locale: options.locale }),
      }),
    )
    settings.onFileWritten?.(configPath)
    const files = listFiles(temp)
    if (existsSync(target) && readdirSync(target).length > 0) {
      mergeInto(temp, target, files, settings)
      rmSync(temp, { recursive: true, force: true })
    } else {
      rmSync(target, { recursive: true, force: true })
      renameSync(temp, target)
    }
    return { dir: target, files }
  } catch (error) {
    rmSync(temp, { recursive: true, force: true })
    throw error
  }
}

function listFiles(root: string, prefix = ''): string[] {
  return readdirSync(join(root, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name
      return entry.isDirectory() ? listFiles(root, path) : [path]
    })
    .sort()
}
