import { writeFileSync } from 'node:fs'
import { appkitPackageSpec, sortKeys } from '../appDependencies.js'
import { CliError } from '../CliError.js'
import { FEATURE_PACKAGES, FEATURES } from '../catalog.js'
import { checkAppkitConfig } from '../checkAppkitConfig.js'
import { parseOne } from '../parseList.js'
import { readAppkitConfig } from '../readAppkitConfig.js'
import { renderAppkitConfig } from '../renderAppkitConfig.js'
import { readApp } from './readApp.js'

/**
 * `appkit add <feature>`: adds the feature to appkitConfig, rewrites appkit.config.ts from it,
 * adds the package to package.json, and returns the lines describing what changed.
 */
export function add(feature: string, appDir: string, published = false): string[] {
  const name = parseOne('plugin', feature, FEATURES)
  const app = readApp(appDir)
  const config = readAppkitConfig(app.source)
  const changes: string[] = []
  if (config.features.includes(name)) {
    changes.push(`${name} is already enabled in src/appkit.config.ts.`)
  } else {
    const next = { ...config, features: [...config.features, name] }
    // Refuse what would make the config wrong (e.g. names in an app without eip155); say the limits.
    const messages = (severity: string, data: typeof config) =>
      checkAppkitConfig(data)
        .filter((problem) => problem.severity === severity)
        .map((problem) => problem.message)
    const before = new Set([...messages('error', config), ...messages('note', config)])
    const introduced = messages('error', next).filter((message) => !before.has(message))
    if (introduced.length > 0) throw new CliError(`Cannot add ${name}: ${introduced.join(' ')}`)
    writeFileSync(app.configPath, renderAppkitConfig(next))
    changes.push(
      `src/appkit.config.ts: added "${name}" to appkitConfig.features and to createKit().`,
    )
    for (const message of messages('note', next))
      if (!before.has(message)) changes.push(`Note: ${message}`)
  }
  const pkgName = FEATURE_PACKAGES[name]
  const deps = app.pkg.dependencies ?? {}
  if (deps[pkgName] === undefined) {
    deps[pkgName] = appkitPackageSpec(pkgName, appDir, published)
    app.pkg.dependencies = sortKeys(deps)
    writeFileSync(app.packagePath, `${JSON.stringify(app.pkg, null, 2)}\n`)
    changes.push(
      `package.json: added ${pkgName}@${deps[pkgName]} to dependencies (run your package manager's install).`,
    )
  }
  return changes
}
