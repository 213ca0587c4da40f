import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Schema } from 'effect'
import { CliError } from '../CliError.js'
import { decodeUserFile } from '../decodeUserFile.js'

const Dependencies = Schema.Record({ key: Schema.String, value: Schema.String })

/** The parts of an app's package.json the CLI reads (the rest is kept as it is). */
const PackageJsonSchema = Schema.Struct({
  dependencies: Schema.optionalWith(Schema.mutable(Dependencies), { exact: true }),
  devDependencies: Schema.optionalWith(Schema.mutable(Dependencies), { exact: true }),
})
type PackageJson = Schema.Schema.Type<Schema.mutable<typeof PackageJsonSchema>> &
  Record<string, unknown>

/** An app's appkit.config.ts text and package.json, read from its folder. */
export function readApp(appDir: string) {
  const configPath = join(appDir, 'src', 'appkit.config.ts')
  const packagePath = join(appDir, 'package.json')
  if (!existsSync(configPath))
    throw new CliError(
      `No src/appkit.config.ts in ${appDir}: run this in an app made by create-appkit.`,
    )
  if (!existsSync(packagePath)) throw new CliError(`No package.json in ${appDir}.`)
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(packagePath, 'utf8'))
  } catch (error) {
    throw new CliError(`package.json in ${appDir} is not JSON: ${(error as Error).message}`)
  }
  decodeUserFile(PackageJsonSchema, raw, 'package.json')
  // The object as read (decoded above): `appkit add` writes it back with every other key kept.
  const pkg = raw as PackageJson
  return { configPath, packagePath, source: readFileSync(configPath, 'utf8'), pkg }
}
