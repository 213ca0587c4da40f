import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AppkitConfigData } from '../AppkitConfigData.js'
import {
  addAppOwnedPeers,
  appkitPackageSpec,
  packageSourceOf,
  sortKeys,
} from '../appDependencies.js'
import { CliError } from '../CliError.js'
import {
  FEATURE_PACKAGES,
  FEATURES,
  type Feature,
  NAMESPACE_PACKAGES,
  NAMESPACES,
  type Namespace,
  PUBLISHED_RANGE,
  TEMPLATES,
  type Template,
} from '../catalog.js'
import { checkAppkitConfig } from '../checkAppkitConfig.js'
import { appServerNeeds, writeFeatureFiles } from '../featureAppServers.js'
import { isOneOf } from '../isOneOf.js'
import { defaultNetworks } from '../networkCatalog.js'
import { parseOne } from '../parseList.js'
import { readAppkitConfig } from '../readAppkitConfig.js'
import { renderAppkitConfig } from '../renderAppkitConfig.js'
import { renderNextConfig } from '../renderNextConfig.js'
import { readApp } from './readApp.js'

/** What adding one plugin changes in the config, and how to say it. */
interface Addition {
  present: boolean
  next: AppkitConfigData
  change: string
  pkgName: string
}

function additionOf(name: Feature | Namespace, config: AppkitConfigData): Addition {
  if (isOneOf(NAMESPACES, name)) {
    const networks = defaultNetworks([name]).filter((network) => !config.networks.includes(network))
    return {
      present: config.namespaces.includes(name),
      next: {
        ...config,
        namespaces: [...config.namespaces, name],
        networks: [...config.networks, ...networks],
      },
      change: `src/appkit.config.ts: added "${name}" to appkitConfig.namespaces, ${networks.map((n) => `"${n}"`).join(', ') || 'no network'} to appkitConfig.networks, and its plugin to createKit().`,
      pkgName: NAMESPACE_PACKAGES[name],
    }
  }
  return {
    present: config.features.includes(name),
    next: { ...config, features: [...config.features, name] },
    change: `src/appkit.config.ts: added "${name}" to appkitConfig.features and to createKit().`,
    pkgName: FEATURE_PACKAGES[name],
  }
}

/** The app's template, as appkit.config.ts records it (renderAppkitConfig's default when not). */
function templateOf(config: AppkitConfigData): Template {
  return isOneOf(TEMPLATES, config.template ?? '') ? (config.template as Template) : 'vite-react'
}

/**
 * Where the template gives the feature the app's own server (FEATURE_APP_SERVERS): writes its
 * files (never over the app's own) and keeps the libraries they import out of Next.js's bundle in
 * next.config.ts when that file is still as create-appkit wrote it (else says what to add by
 * hand). Returns the lines describing what changed and the libraries the app must depend on.
 */
function addAppServer(feature: Feature, before: AppkitConfigData, appDir: string) {
  const template = templateOf(before)
  const features = before.features.filter((name): name is Feature => isOneOf(FEATURES, name))
  const had = appServerNeeds(features, template)
  const needs = appServerNeeds([...features, feature], template)
  const changes: string[] = []
  const { written, kept } = writeFeatureFiles(feature, template, appDir)
  for (const file of written) changes.push(`${file}: written (${feature}, served by this app).`)
  for (const file of kept)
    changes.push(
      `Note: ${file} exists and differs from what create-appkit writes for ${feature}: kept as it is.`,
    )
  const result = { changes, libraries: needs.libraries }
  const added = needs.serverExternalPackages.filter(
    (name) => !had.serverExternalPackages.includes(name),
  )
  if (template !== 'next-app' || added.length === 0) return result
  const nextConfigPath = join(appDir, 'next.config.ts')
  const current = existsSync(nextConfigPath) ? readFileSync(nextConfigPath, 'utf8') : undefined
  if (current === renderNextConfig(had.serverExternalPackages)) {
    writeFileSync(nextConfigPath, renderNextConfig(needs.serverExternalPackages))
    changes.push(
      `next.config.ts: added ${added.map((name) => `'${name}'`).join(', ')} to serverExternalPackages (loaded from node_modules, not bundled).`,
    )
  } else if (added.some((name) => !current?.includes(`'${name}'`))) {
    changes.push(
      `Note: next.config.ts is not as create-appkit wrote it: add ${added.map((name) => `'${name}'`).join(', ')} to serverExternalPackages in the Next.js config by hand (Next.js must not bundle it).`,
    )
  }
  return result
}

/**
 * `appkit add <plugin>`: a feature (siwx, swaps...) or a chain family (solana, cosmos...) with
 * its default networks. Adds it to appkitConfig, rewrites appkit.config.ts from it, adds the
 * package to package.json, writes the feature's own server where the template gives it one
 * (siwx on next-app: its route handlers), and returns the lines describing what changed.
 */
export function add(
  plugin: string,
  appDir: string,
  { published = false, force = false }: { published?: boolean; force?: boolean } = {},
): string[] {
  const name = parseOne('plugin', plugin, [...FEATURES, ...NAMESPACES])
  const app = readApp(appDir)
  const config = readAppkitConfig(app.source)
  const addition = additionOf(name, config)
  const changes: string[] = []
  // The file is rewritten whole from appkitConfig: edits elsewhere in it would be lost silently.
  const edited = app.source !== renderAppkitConfig(config)
  if (edited && !addition.present && !force) {
    throw new CliError(
      `Cannot add ${name}: src/appkit.config.ts is not as create-appkit wrote it from its appkitConfig (edited by hand or reformatted), and \`appkit add\` rewrites the whole file, which would lose those edits. Enable ${name} by hand (add "${name}" to appkitConfig and its plugin to createKit()), or pass --force to rewrite the file (the current one is kept as src/appkit.config.ts.bak).`,
    )
  }
  if (addition.present) {
    changes.push(`${name} is already enabled in src/appkit.config.ts.`)
  } else {
    // Refuse what would make the config wrong (e.g. names in an app without eip155); say the limits.
    const messages = (severity: string, data: AppkitConfigData) =>
      checkAppkitConfig(data)
        .filter((problem) => problem.severity === severity)
        .map((problem) => problem.message)
    const before = new Set([...messages('error', config), ...messages('note', config)])
    const introduced = messages('error', addition.next).filter((message) => !before.has(message))
    if (introduced.length > 0) throw new CliError(`Cannot add ${name}: ${introduced.join(' ')}`)
    if (edited) {
      copyFileSync(app.configPath, `${app.configPath}.bak`)
      changes.push(
        'src/appkit.config.ts had edits of yours: kept as src/appkit.config.ts.bak (--force), merge them back by hand.',
      )
    }
    writeFileSync(app.configPath, renderAppkitConfig(addition.next))
    changes.push(addition.change)
    for (const message of messages('note', addition.next))
      if (!before.has(message)) changes.push(`Note: ${message}`)
  }
  const deps = app.pkg.dependencies ?? {}
  const wanted: Record<string, string> = {}
  if (deps[addition.pkgName] === undefined) {
    // The same kind of spec as the app's kernel (a file: link into the same repo, or its range).
    const source = published
      ? { range: PUBLISHED_RANGE }
      : packageSourceOf(appDir, deps['@appkit/kernel'])
    wanted[addition.pkgName] = appkitPackageSpec(addition.pkgName, appDir, source)
  }
  if (!addition.present && isOneOf(FEATURES, name)) {
    const server = addAppServer(name, config, appDir)
    changes.push(...server.changes)
    Object.assign(wanted, server.libraries)
  }
  const added = Object.entries(wanted).filter(([dep]) => deps[dep] === undefined)
  if (added.length > 0) {
    for (const [dep, spec] of added) deps[dep] = spec
    const peers = addAppOwnedPeers(deps).map((peer) => ` and its peer ${peer}@${deps[peer]}`)
    app.pkg.dependencies = sortKeys(deps)
    writeFileSync(app.packagePath, `${JSON.stringify(app.pkg, null, 2)}\n`)
    changes.push(
      `package.json: added ${added.map(([dep, spec]) => `${dep}@${spec}`).join(', ')}${peers.join('')} to dependencies (run your package manager's install).`,
    )
  }
  return changes
}
