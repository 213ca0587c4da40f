import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

/** One English message of a package, and the file that defines it. */
export interface EnglishMessage {
  id: string
  message: string
  file: string
}

function sourceFiles(dir: string, pattern: RegExp): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) {
      if (entry !== 'node_modules' && entry !== 'locales') found.push(...sourceFiles(path, pattern))
    } else if (pattern.test(entry) && !/\.test\.tsx?$/.test(entry)) {
      found.push(path)
    }
  }
  return found
}

function isDescriptor(value: unknown): value is { id: string; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}

function isAlert(
  value: unknown,
): value is { code: string; shortMessage: string; longMessage: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { shortMessage?: unknown }).shortMessage === 'string' &&
    typeof (value as { longMessage?: unknown }).longMessage === 'string'
  )
}

/**
 * Every English message a package shows: the descriptors its `*Messages.ts` modules export
 * (`defineMessages`), and the texts of the alerts its `*ALERTS.ts` modules declare, as
 * `alerts.<CODE>.short` and `alerts.<CODE>.long`.
 */
export async function collectEnglishMessages(packageDir: string): Promise<EnglishMessage[]> {
  const src = join(packageDir, 'src')
  const messages = new Map<string, EnglishMessage>()
  const add = (id: string, message: string, file: string) => {
    const existing = messages.get(id)
    if (existing && existing.message !== message) {
      throw new Error(`${id} is defined twice with different English: ${existing.file} and ${file}`)
    }
    messages.set(id, { id, message, file })
  }
  for (const path of sourceFiles(src, /(Messages|ALERTS)\.tsx?$/)) {
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>
    const file = relative(packageDir, path)
    for (const exported of Object.values(module)) {
      const values =
        isAlert(exported) || isDescriptor(exported)
          ? [exported]
          : Object.values(typeof exported === 'object' && exported !== null ? exported : {})
      for (const value of values) {
        if (isDescriptor(value)) add(value.id, value.message, file)
        else if (isAlert(value)) {
          add(`alerts.${value.code}.short`, value.shortMessage, file)
          add(`alerts.${value.code}.long`, value.longMessage, file)
        }
      }
    }
  }
  return [...messages.values()].sort((a, b) => a.id.localeCompare(b.id))
}
