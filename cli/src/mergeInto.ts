import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { CliError } from './CliError.js'

/**
 * Moves `files` (relative paths) from `from` into the existing folder `to`, all or nothing: a
 * file it replaces is kept aside until the end, and on any failure every moved file and created
 * folder is removed and every replaced file put back. `from` must be on the same file system
 * (scaffoldApp writes it beside the target).
 */
export function mergeInto(
  from: string,
  to: string,
  files: readonly string[],
  hooks: { onFileMerged?: (path: string) => void } = {},
): void {
  // Refuse before touching anything when a path needed as a folder is a file, or the reverse.
  for (const file of files) {
    const parts = file.split('/')
    for (let depth = 1; depth < parts.length; depth += 1) {
      const dir = join(to, ...parts.slice(0, depth))
      if (existsSync(dir) && !statSync(dir).isDirectory())
        throw new CliError(`Cannot write ${file}: ${dir} is a file, not a folder.`)
    }
    const target = join(to, file)
    if (existsSync(target) && statSync(target).isDirectory())
      throw new CliError(`Cannot write ${file}: ${target} is a folder.`)
  }
  const aside = mkdtempSync(join(dirname(to), `.${basename(to)}-replaced-`))
  const createdDirs: string[] = []
  const moved: string[] = []
  const replaced: string[] = []
  try {
    for (const file of files) {
      const parts = file.split('/')
      for (let depth = 1; depth < parts.length; depth += 1) {
        const dir = join(to, ...parts.slice(0, depth))
        if (!existsSync(dir)) {
          mkdirSync(dir)
          createdDirs.push(dir)
        }
      }
      const target = join(to, file)
      if (existsSync(target)) {
        mkdirSync(dirname(join(aside, file)), { recursive: true })
        renameSync(target, join(aside, file))
        replaced.push(file)
      }
      renameSync(join(from, file), target)
      moved.push(target)
      hooks.onFileMerged?.(target)
    }
  } catch (error) {
    for (const path of moved.reverse()) rmSync(path, { force: true })
    for (const file of replaced) renameSync(join(aside, file), join(to, file))
    for (const dir of createdDirs.reverse()) rmSync(dir, { recursive: true, force: true })
    throw error
  } finally {
    rmSync(aside, { recursive: true, force: true })
  }
}
