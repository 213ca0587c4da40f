import { type ConfigProblem, checkAppkitConfig } from '../checkAppkitConfig.js'
import { readAppkitConfig } from '../readAppkitConfig.js'
import { readApp } from './readApp.js'

/** `appkit doctor`: the problems of the app's appkit.config.ts (empty when all is well). */
export function doctor(appDir: string): ConfigProblem[] {
  const app = readApp(appDir)
  return checkAppkitConfig(readAppkitConfig(app.source), {
    ...app.pkg.dependencies,
    ...app.pkg.devDependencies,
  })
}
