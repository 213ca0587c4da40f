// Every workspace of the monorepo, read from the root package.json's `workspaces` globs.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * @param {string} root the monorepo's root folder
 * @returns {{ dir: string, manifest: Record<string, any> }[]} in the order the globs list them
 */
export function workspacePackages(root) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const dirs = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(root, pattern.slice(0, -2), entry.name))
      : [join(root, pattern)],
  )
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
}

/** The workspaces that are published (not `private`). */
export function publicPackages(root) {
  return workspacePackages(root).filter(({ manifest }) => !manifest.private)
}
