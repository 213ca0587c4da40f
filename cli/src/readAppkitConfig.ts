import type { AppkitConfigData } from './AppkitConfigData.js'
import { CliError } from './CliError.js'

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
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new CliError('appkitConfig in appkit.config.ts must be an object.')
  }
  const record = data as Record<string, unknown>
  const list = (key: string): string[] =>
    Array.isArray(record[key]) ? (record[key] as unknown[]).map(String) : []
  return {
    ...(typeof record.template === 'string' ? { template: record.template } : {}),
    ...(typeof record.appName === 'string' ? { appName: record.appName } : {}),
    projectId: typeof record.projectId === 'string' ? record.projectId : '',
    namespaces: list('namespaces'),
    networks: list('networks'),
    features: list('features'),
    ...(record.siweConfig !== undefined ? { siweConfig: record.siweConfig } : {}),
  }
}
