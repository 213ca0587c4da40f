import type { AppkitConfigData } from './AppkitConfigData.js'
import {
  ADAPTER_LIBRARIES,
  ADAPTER_NAMESPACE,
  ADAPTER_PACKAGES,
  ADAPTERS,
  APP_OWNED_PEERS,
  BALANCE_AND_SEND_NAMESPACES,
  FEATURE_NAMESPACES,
  FEATURE_PACKAGES,
  FEATURES,
  type Feature,
  NAMESPACE_PACKAGES,
  NAMESPACES,
  type Namespace,
  SWAPS_CHAIN_IDS,
  SWAPS_STAND_INS,
} from './catalog.js'
import { isOneOf } from './isOneOf.js'
import { NETWORK_NAMES, NETWORKS } from './networkCatalog.js'
import { SHIPPED_LOCALES_HINT, servedLocale } from './parseLocale.js'

export interface ConfigProblem {
  rule: string
  /** error: the app is misconfigured; note: it works, with a limit the user should know of. */
  severity: 'error' | 'note'
  message: string
}

const and = (list: readonly string[]) => list.join(' and ')

/**
 * `appkit doctor`'s rules on an app's config: project id, networks (known, of a chosen
 * namespace, at least one per namespace), the siweConfig/siwx clash, unknown or not-yet-available
 * features, the chain support of spec §6 (names and activity EVM only; onramp and the embedded
 * wallet eip155 and solana; balances and send EVM and solana; swaps on 12 networks), and each
 * package in package.json (skipped when `dependencies` is not given), the adapter (eip155
 * only, with its packages), and the locale (one a shipped locale serves). Empty when all is well.
 */
export function checkAppkitConfig(
  config: AppkitConfigData,
  dependencies?: Record<string, string>,
): ConfigProblem[] {
  const problems: ConfigProblem[] = []
  const error = (rule: string, message: string) =>
    problems.push({ rule, severity: 'error', message })
  const note = (rule: string, message: string) => problems.push({ rule, severity: 'note', message })
  const needsPackage = (pkg: string, what: string, fix: string) => {
    if (dependencies && dependencies[pkg] === undefined)
      error('dependencies', `${what} needs ${pkg} in package.json dependencies (${fix}).`)
  }

  if (config.projectId.trim() === '') {
    error(
      'projectId',
      'Project ID Not Configured: projectId is required; set it in appkitConfig (the emulator accepts "appkit-local-project").',
    )
  }

  for (const ns of config.namespaces) {
    if (!isOneOf(NAMESPACES, ns)) {
      error('namespaces', `Unknown namespace "${ns}". Known namespaces: ${NAMESPACES.join(', ')}.`)
    } else {
      needsPackage(NAMESPACE_PACKAGES[ns], `Namespace "${ns}"`, `install ${NAMESPACE_PACKAGES[ns]}`)
    }
  }
  const namespaces = config.namespaces.filter((ns): ns is Namespace => isOneOf(NAMESPACES, ns))
  if (namespaces.length === 0) {
    error(
      'namespaces',
      `namespaces must not be empty: list at least one of ${NAMESPACES.join(', ')}.`,
    )
  }

  if (config.networks.length === 0) {
    error('networks', 'networks must not be empty: list at least one network.')
  }
  for (const name of config.networks) {
    const info = NETWORKS[name]
    if (!info) {
      error('networks', `Unknown network "${name}". Known networks: ${NETWORK_NAMES.join(', ')}.`)
    } else if (!namespaces.includes(info.namespace)) {
      error(
        'networks',
        `Network "${name}" is a ${info.namespace} network, but "${info.namespace}" is not in namespaces (${namespaces.join(', ') || 'none'}).`,
      )
    }
  }
  for (const ns of namespaces) {
    if (!config.networks.some((name) => NETWORKS[name]?.namespace === ns)) {
      error('networks', `Namespace "${ns}" has no network: add one of its networks to networks.`)
    }
  }
  const unsupportedBalances = namespaces.filter((ns) => !BALANCE_AND_SEND_NAMESPACES.includes(ns))
  if (unsupportedBalances.length > 0) {
    note(
      'namespaces',
      `Balances and send work on ${and(BALANCE_AND_SEND_NAMESPACES)} only: ${unsupportedBalances.join(', ')} accounts show no balance and cannot send from the modal.`,
    )
  }

  if (config.siweConfig !== undefined && config.features.includes('siwx')) {
    error('siwx', 'cannot set both siweConfig and siwx options')
  }

  for (const name of config.features) {
    if (!isOneOf(FEATURES, name)) {
      error('features', `Unknown feature "${name}". Known features: ${FEATURES.join(', ')}.`)
      continue
    }
    const feature: Feature = name
    needsPackage(FEATURE_PACKAGES[feature], `Feature "${feature}"`, `run \`appkit add ${feature}\``)
    const supported = FEATURE_NAMESPACES[feature]
    if (supported) {
      const unsupported = namespaces.filter((ns) => !supported.includes(ns))
      if (namespaces.length > 0 && unsupported.length === namespaces.length) {
        error(
          'features',
          `Feature "${feature}" works on ${and(supported)} only, and this app has none of them (namespaces: ${namespaces.join(', ')}).`,
        )
      } else if (unsupported.length > 0) {
        note(
          'features',
          `Feature "${feature}" works on ${and(supported)} only, not on ${unsupported.join(', ')}.`,
        )
      }
    }
    if (feature === 'swaps') checkSwapsNetworks(config.networks, error, note)
  }

  const adapter = config.adapter ?? 'none'
  if (!isOneOf(ADAPTERS, adapter)) {
    error('adapter', `Unknown adapter "${adapter}". Known adapters: ${ADAPTERS.join(', ')}.`)
  } else if (adapter !== 'none') {
    const pkg = ADAPTER_PACKAGES[adapter]
    if (!namespaces.includes(ADAPTER_NAMESPACE)) {
      error(
        'adapter',
        `Adapter "${adapter}" (${pkg}) works on ${ADAPTER_NAMESPACE} wallets only, and this app has no ${ADAPTER_NAMESPACE} namespace (namespaces: ${namespaces.join(', ') || 'none'}).`,
      )
    }
    const libraries = { ...ADAPTER_LIBRARIES[adapter], ...APP_OWNED_PEERS[pkg] }
    for (const name of [pkg, ...Object.keys(libraries)])
      needsPackage(name, `Adapter "${adapter}"`, `install ${name}`)
  }

  if (config.locale !== undefined && servedLocale(config.locale) === undefined) {
    error(
      'locale',
      `Locale "${config.locale}" is served by no shipped locale: the modal would show English. ${SHIPPED_LOCALES_HINT}`,
    )
  }
  return problems
}

/**
 * Spec §6: swaps on 12 networks (or the emulator's stand-in for one). None of them: an error;
 * some: a note naming the others.
 */
function checkSwapsNetworks(
  networks: readonly string[],
  error: (rule: string, message: string) => void,
  note: (rule: string, message: string) => void,
) {
  const ids = networks.flatMap((name) => {
    const chainId = NETWORKS[name]?.chainId
    return chainId === undefined ? [] : [chainId]
  })
  const without = ids.filter((id) => !SWAPS_CHAIN_IDS.includes(id) && !(id in SWAPS_STAND_INS))
  if (without.length === 0) return
  const message = `Feature "swaps" is not supported on chain ids ${without.join(', ')}. Swaps work on chain ids: ${SWAPS_CHAIN_IDS.join(', ')}.`
  if (without.length === ids.length) error('features', message)
  else note('features', message)
}
