import { Schema } from 'effect'
import type { AppkitConfigData } from './AppkitConfigData.js'
import { CliError } from './CliError.js'
import { decodeUserFile } from './decodeUserFile.js'

const Names = Schema.mutable(Schema.Array(Schema.String))

/** appkitConfig's shape, in the order create-appkit writes its keys (`appkit add` compares texts). */
const AppkitConfigSchema = Schema.Struct({
  template: Schema.optionalWith(Schema.String, { exact: true }),
  appName: Schema.optionalWith(Schema.String, { exact: true }),
  projectId: Schema.String,
  namespaces: Names,
  networks: Names,
  features: Names,
  adapter: Schema.optionalWith(Schema.String, { exact: true }),
  locale: Schema.optionalWith(Schema.String, { exact: true }),
  siweConfig: Schema.optionalWith(Schema.Unknown, { exact: true }),
})

const CONFIG_PATTERN = /export const appkitConfig = (\{[\s\S]*?\n\})/

/** Reads the `appkitConfig` object literal out of appkit.config.ts's text (JSON data). */
export function readAppkitConfig(source: string): AppkitConfigData {
  const match = CONFIG_PATTERN.exec(source)
  if (!match?.[1]) {
    throw new CliError(
      'appkit.config.ts has no `export const appkitConfig = { ... }` object: is this an app made by create-appkit?',
    )
  }
  let data: unknown
  try {
    data = JSON.parse(match[1])
  } catch (error) {
    throw new CliError(
      `The appkitConfig object in appkit.config.ts is not plain JSON data: ${(error as Error).message}`,
    )
  }
  return decodeUserFile(AppkitConfigSchema, data, 'appkitConfig in src/appkit.config.ts')
}
