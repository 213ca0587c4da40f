import { type ConfigProblem, checkAppkitConfig } from '../checkAppkitConfig.js'
import { checkCreateKitPlugins } from '../checkCreateKitPlugins.js'
import { readAppkitConfig } from '../readAppkitConfig.js'
import { readApp } from './readApp.js'

/**
 * `appkit doctor`: the problems of the app's appkit.config.ts, its appkitConfig and the plugins
 * createKit() installs (empty when all is well).
 */
export function doctor(appDir: string): ConfigProblem[] {
  const app = readApp(appDir)
  const config = readAppkitConfig(app.source)
  return [
    ...checkAppkitConfig(config, { ...app.pkg.dependencies, ...app.pkg.devDependencies }),
    ...checkCreateKitPlugins(config, app.source),
  ]
}
