import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CliError } from '../CliError.js'

/** An app's appkit.config.ts text and package.json, read from its folder. */
export function readApp(appDir: string) {
  const configPath = join(appDir, 'src', 'appkit.config.ts')
  const packagePath = join(appDir, 'package.json')
  if (!existsSync(configPath))
    throw new CliError(
      `No src/appkit.config.ts in ${appDir}: run this in an app made by create-appkit.`,
    )
  if (!existsSync(packagePath)) throw new CliError(`No package.json in ${appDir}.`)
  const pkg = JSON.parse(readFileSync(packagePath, 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  return { configPath, packagePath, source: readFileSync(configPath, 'utf8'), pkg }
}
