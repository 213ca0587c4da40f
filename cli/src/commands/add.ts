import { copyFileSync, writeFileSync } from 'node:fs'
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
} from '../catalog.js'
import { checkAppkitConfig } from '../checkAppkitConfig.js'
import { isOneOf } from '../isOneOf.js'
import { defaultNetworks } from '../networkCatalog.js'
import { parseOne } from '../parseList.js'
import { readAppkitConfig } from '../readAppkitConfig.js'
import { renderAppkitConfig } from '../renderAppkitConfig.js'
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

/**
 * `appkit add <plugin>`: a feature (siwx, swaps...) or a chain family (solana, cosmos...) with
 * its default networks. Adds it to appkitConfig, rewrites appkit.config.ts from it, adds the
 * package to package.json, and returns the lines describing what changed.
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
  if (deps[addition.pkgName] === undefined) {
    // The same kind of spec as the app's kernel (a file: link into the same repo, or its range).
    const source = published
      ? { range: PUBLISHED_RANGE }
      : packageSourceOf(appDir, deps['@appkit/kernel'])
    deps[addition.pkgName] = appkitPackageSpec(addition.pkgName, appDir, source)
    const peers = addAppOwnedPeers(deps).map((peer) => ` and its peer ${peer}@${deps[peer]}`)
    app.pkg.dependencies = sortKeys(deps)
    writeFileSync(app.packagePath, `${JSON.stringify(app.pkg, null, 2)}\n`)
    changes.push(
      `package.json: added ${addition.pkgName}@${deps[addition.pkgName]}${peers.join('')} to dependencies (run your package manager's install).`,
    )
  }
  return changes
}
