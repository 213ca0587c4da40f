import { CliError } from './CliError.js'
import {
  ADAPTER_NAMESPACE,
  ADAPTERS,
  type Adapter,
  FEATURES,
  type Feature,
  NAMESPACES,
  type Namespace,
  PACKAGE_MANAGERS,
  type PackageManager,
  TEMPLATES,
  type Template,
} from './catalog.js'
import { checkAppkitConfig } from './checkAppkitConfig.js'
import { NETWORK_NAMES, NETWORKS, networksOf } from './networkCatalog.js'
import { parseList, parseOne } from './parseList.js'
import { parseLocale } from './parseLocale.js'

/** The answers to create-appkit's questions, as strings (from flags or prompts). */
export interface CreateAnswers {
  dir: string
  template: string
  namespaces: string
  networks: string
  features: string
  adapter: string
  projectId: string
  packageManager: string
  /** A language tag (--locale only, never asked); undefined: the browser's languages decide. */
  locale?: string | undefined
}

export interface CreateOptions {
  dir: string
  template: Template
  namespaces: Namespace[]
  /** Network names as their namespace packages export them (networkCatalog.ts). */
  networks: string[]
  features: Feature[]
  /** The EVM library the app's components use (none: AppKit's own hooks). */
  adapter: Adapter
  projectId: string
  packageManager: PackageManager
  /** The modal's language, a tag a shipped locale serves (absent: the browser's languages). */
  locale?: string
}

/** The networks allowed with these namespaces, for messages: `eip155: hardhat, ...; solana: ...`. */
export function networkChoices(namespaces: readonly Namespace[]): string {
  return namespaces.map((ns) => `${ns}: ${networksOf(ns).join(', ')}`).join('; ')
}

/**
 * Validates every answer; each error names the flag and lists the allowed values. A network
 * must belong to a chosen namespace, an adapter needs eip155 (refused, as names without eip155
 * is, rather than added: the user chose the namespaces), and every combination `appkit doctor`
 * would call an error is refused here too.
 */
export function resolveCreateOptions(answers: CreateAnswers): CreateOptions {
  if (answers.dir.trim() === '') throw new CliError('Missing the target directory.')
  const template = parseOne('template', answers.template, TEMPLATES)
  const namespaces = parseList('namespaces', answers.namespaces, NAMESPACES)
  if (namespaces.length === 0) {
    throw new CliError(`--namespaces needs at least one of: ${NAMESPACES.join(', ')}.`)
  }
  const networks = parseList('networks', answers.networks, NETWORK_NAMES)
  if (networks.length === 0) {
    throw new CliError(`--networks needs at least one of: ${networkChoices(namespaces)}.`)
  }
  const foreign = networks.filter((name) => !namespaces.includes(NETWORKS[name]!.namespace))
  if (foreign.length > 0) {
    const described = foreign.map((name) => `${name} (${NETWORKS[name]!.namespace})`).join(', ')
    throw new CliError(
      `--networks: ${described} not in the chosen namespaces (${namespaces.join(', ')}). Allowed values: ${networkChoices(namespaces)}.`,
    )
  }
  const without = namespaces.filter((ns) => !networks.some((n) => NETWORKS[n]!.namespace === ns))
  if (without.length > 0) {
    throw new CliError(
      `--networks has no network for ${without.join(', ')}: add one of ${without.map((ns) => `${ns}: ${networksOf(ns).join(', ')}`).join('; ')}.`,
    )
  }
  const features = parseList('features', answers.features, FEATURES)
  const adapter = parseOne('adapter', answers.adapter, ADAPTERS)
  if (adapter !== 'none' && !namespaces.includes(ADAPTER_NAMESPACE)) {
    throw new CliError(
      `--adapter ${adapter} works on ${ADAPTER_NAMESPACE} wallets only: add ${ADAPTER_NAMESPACE} to --namespaces (now ${namespaces.join(', ')}), or choose --adapter none.`,
    )
  }
  if (answers.projectId.trim() === '') throw new CliError('--project-id must not be empty.')
  const packageManager = parseOne('package-manager', answers.packageManager, PACKAGE_MANAGERS)
  const projectId = answers.projectId.trim()
  const locale = answers.locale === undefined ? undefined : parseLocale(answers.locale)
  const errors = checkAppkitConfig({
    projectId,
    namespaces,
    networks,
    features,
    adapter,
    ...(locale === undefined ? {} : { locale }),
  }).filter((problem) => problem.severity === 'error')
  if (errors.length > 0) throw new CliError(errors.map((problem) => problem.message).join('\n'))
  return {
    dir: answers.dir,
    template,
    namespaces,
    networks,
    features,
    adapter,
    projectId,
    packageManager,
    ...(locale === undefined ? {} : { locale }),
  }
}
