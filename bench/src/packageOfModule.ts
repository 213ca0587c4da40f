import { relative } from 'node:path'
import { REPO_ROOT } from './paths.js'

const WORKSPACES: readonly [string, string][] = [
  ['kernel/', '@appkit/kernel'],
  ['ui/', '@appkit/ui'],
  ['devtools/', '@appkit/devtools'],
  ['emulator/', '@appkit/emulator'],
  ['cli/', 'create-appkit'],
  ['bench/apps/', 'the app itself'],
]

/**
 * Who a bundled module belongs to: the npm package it comes from (the innermost node_modules
 * folder, an installed @appkit/* copy too), the @appkit workspace (a workspace resolves to its
 * folder: kernel/dist/index.js), or the bundler's own runtime.
 */
export function packageOfModule(id: string): string {
  if (id.startsWith('\0')) return 'bundler runtime'
  const inModules = id.lastIndexOf('/node_modules/')
  if (inModules >= 0) {
    const [scope, name] = id.slice(inModules + '/node_modules/'.length).split('/')
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? id)
  }
  const path = relative(REPO_ROOT, id)
  const workspace = WORKSPACES.find(([folder]) => path.startsWith(folder))
  if (workspace) return workspace[1]
  const namespace = path.match(/^(namespaces|plugins)\/([^/]+)\//)
  return namespace ? `@appkit/${namespace[2]}` : path
}
