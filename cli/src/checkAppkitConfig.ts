import type { AppkitConfigData } from './AppkitConfigData.js'
import {
  AVAILABLE_FEATURES,
  AVAILABLE_NAMESPACES,
  EVM_NETWORKS,
  FEATURE_NAMESPACES,
  FEATURE_PACKAGES,
  FEATURES,
  type Feature,
  NAMESPACES,
  type Namespace,
  SWAPS_CHAIN_IDS,
} from './catalog.js'

export interface ConfigProblem {
  rule: string
  message: string
}

const has = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

/**
 * `appkit doctor`'s rules on an app's config: project id, networks, the siweConfig/siwx clash,
 * unknown or not-yet-available namespaces and features, each feature's supported namespaces and
 * swaps' chains, and each feature's package in package.json. Empty when all is well.
 */
export function checkAppkitConfig(
  config: AppkitConfigData,
  dependencies: Record<string, string> = {},
): ConfigProblem[] {
  const problems: ConfigProblem[] = []
  const add = (rule: string, message: string) => problems.push({ rule, message })

  if (config.projectId.trim() === '') {
    add(
      'projectId',
      'projectId is required: set it in appkitConfig (the emulator accepts "appkit-local-project").',
    )
  }
  if (config.networks.length === 0) {
    add('networks', 'networks must not be empty: list at least one network.')
  }
  for (const name of config.networks) {
    if (!(name in EVM_NETWORKS)) {
      add(
        'networks',
        `Unknown network "${name}". Known networks: ${Object.keys(EVM_NETWORKS).join(', ')}.`,
      )
    }
  }
  if (config.siweConfig !== undefined && config.features.includes('siwx')) {
    add('siwx', 'cannot set both siweConfig and siwx options')
  }
  for (const ns of config.namespaces) {
    if (!has(NAMESPACES, ns)) {
      add('namespaces', `Unknown namespace "${ns}". Known namespaces: ${NAMESPACES.join(', ')}.`)
    } else if (!AVAILABLE_NAMESPACES.includes(ns)) {
      add(
        'namespaces',
        `Namespace "${ns}" is not available yet: its package does not exist yet. Available now: ${AVAILABLE_NAMESPACES.join(', ')}.`,
      )
    }
  }
  const namespaces = config.namespaces.filter((ns): ns is Namespace => has(NAMESPACES, ns))
  for (const name of config.features) {
    if (!has(FEATURES, name)) {
      add('features', `Unknown feature "${name}". Known features: ${FEATURES.join(', ')}.`)
      continue
    }
    const feature: Feature = name
    if (!AVAILABLE_FEATURES.includes(feature)) {
      add(
        'features',
        `Feature "${feature}" is not available yet: its package does not exist yet. Available now: ${AVAILABLE_FEATURES.join(', ')}.`,
      )
    }
    const supported = FEATURE_NAMESPACES[feature]
    if (supported) {
      const unsupported = namespaces.filter((ns) => !supported.includes(ns))
      if (unsupported.length > 0) {
        add(
          'features',
          `Feature "${feature}" works on ${supported.join(' and ')} only, not on ${unsupported.join(', ')}.`,
        )
      }
    }
    if (feature === 'swaps') {
      const ids = config.networks.flatMap((n) =>
        n in EVM_NETWORKS ? [EVM_NETWORKS[n as keyof typeof EVM_NETWORKS]] : [],
      )
      const without = ids.filter((id) => !SWAPS_CHAIN_IDS.includes(id))
      if (without.length > 0) {
        add(
          'features',
          `Feature "swaps" is not supported on chain ids ${without.join(', ')}. Swaps work on chain ids: ${SWAPS_CHAIN_IDS.join(', ')}.`,
        )
      }
    }
    const pkg = FEATURE_PACKAGES[feature]
    if (AVAILABLE_FEATURES.includes(feature) && dependencies[pkg] === undefined) {
      add(
        'dependencies',
        `Feature "${feature}" needs ${pkg} in package.json dependencies (run \`appkit add ${feature}\`).`,
      )
    }
  }
  return problems
}
