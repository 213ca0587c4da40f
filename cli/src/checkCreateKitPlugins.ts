import type { AppkitConfigData } from './AppkitConfigData.js'
import { FEATURES, type Feature, NAMESPACES } from './catalog.js'
import type { ConfigProblem } from './checkAppkitConfig.js'
import { featureWiring } from './featureWiring.js'
import { isOneOf } from './isOneOf.js'
import { templateEnvironment } from './templateEnvironment.js'

/** The plugin factory create-appkit writes in createKit() for each namespace and feature. */
function factoryNames(): Map<string, string> {
  const byFactory = new Map<string, string>()
  for (const ns of NAMESPACES) byFactory.set(ns, ns)
  const context = {
    template: 'vite-react' as const,
    env: templateEnvironment('vite-react'),
    apiUrl: 'apiUrl',
    features: [],
  }
  for (const feature of FEATURES) {
    if (feature === 'devtools') continue
    byFactory.set(featureWiring(feature, context).use.split('(')[0] ?? feature, feature)
  }
  return byFactory
}

const CREATE_KIT = /export function createKit\(\)[^{]*\{([\s\S]*?)\n\}/
const DEVTOOLS_IMPORT = "import('@appkit/devtools')"

/**
 * Whether the plugins createKit() really installs (`.use(name(...))`) are the namespaces and
 * features appkitConfig lists: doctor's other rules read appkitConfig, so a plugin removed from
 * (or added to) createKit() alone would pass them unnoticed. devtools is checked by its on-demand
 * import (mountDevtoolsIfAsked).
 */
export function checkCreateKitPlugins(config: AppkitConfigData, source: string): ConfigProblem[] {
  const body = CREATE_KIT.exec(source)?.[1]
  if (body === undefined) {
    return [
      {
        rule: 'createKit',
        severity: 'note',
        message:
          'No `export function createKit()` in appkit.config.ts: doctor checked appkitConfig only, not the plugins the kit installs.',
      },
    ]
  }
  const byFactory = factoryNames()
  const used = new Set(
    [...body.matchAll(/\.use\((\w+)\(/g)].flatMap((match) => {
      const name = byFactory.get(match[1] ?? '')
      return name === undefined ? [] : [name]
    }),
  )
  const listed: string[] = [...config.namespaces, ...config.features].filter(
    (name) => isOneOf(NAMESPACES, name) || (isOneOf(FEATURES, name) && name !== 'devtools'),
  )
  const problems: ConfigProblem[] = []
  const field = (name: string) =>
    isOneOf(NAMESPACES, name) ? 'appkitConfig.namespaces' : 'appkitConfig.features'
  for (const name of listed) {
    if (!used.has(name))
      problems.push({
        rule: 'createKit',
        severity: 'error',
        message: `"${name}" is in ${field(name)}, but createKit() does not install its plugin: add it back to createKit() (\`.use(...)\`), or remove "${name}" from ${field(name)}.`,
      })
  }
  for (const name of used) {
    if (!listed.includes(name))
      problems.push({
        rule: 'createKit',
        severity: 'error',
        message: `createKit() installs the "${name}" plugin, but "${name}" is not in ${field(name)}: add it there, so doctor checks its rules.`,
      })
  }
  const devtools = (config.features as string[]).includes('devtools' satisfies Feature)
  if (devtools !== source.includes(DEVTOOLS_IMPORT))
    problems.push({
      rule: 'createKit',
      severity: 'error',
      message: devtools
        ? '"devtools" is in appkitConfig.features, but appkit.config.ts never loads @appkit/devtools (mountDevtoolsIfAsked): run `appkit add devtools --force` to write it again, or remove "devtools" from appkitConfig.features.'
        : 'appkit.config.ts loads @appkit/devtools, but "devtools" is not in appkitConfig.features: add it there.',
    })
  return problems
}
