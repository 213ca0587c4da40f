import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** A package's catalog chunk for one locale (`src/i18n/locales/<locale>.ts`), or {} when absent. */
export async function readLocaleMessages(
  packageDir: string,
  locale: string,
): Promise<Record<string, string>> {
  const path = join(packageDir, 'src/i18n/locales', `${locale}.ts`)
  if (!existsSync(path)) return {}
  const module = (await import(pathToFileURL(path).href)) as { default: Record<string, string> }
  return module.default
}
