import { CliError } from './CliError.js'
import {
  AVAILABLE_FEATURES,
  AVAILABLE_NAMESPACES,
  EVM_NETWORKS,
  type EvmNetwork,
  FEATURES,
  type Feature,
  NAMESPACES,
  type Namespace,
  PACKAGE_MANAGERS,
  type PackageManager,
  TEMPLATES,
  type Template,
} from './catalog.js'
import { parseList, parseOne } from './parseList.js'

/** The answers to create-appkit's questions, as strings (from flags or prompts). */
export interface CreateAnswers {
  dir: string
  template: string
  namespaces: string
  networks: string
  features: string
  projectId: string
  packageManager: string
}

export interface CreateOptions {
  dir: string
  template: Template
  namespaces: Namespace[]
  networks: EvmNetwork[]
  features: Feature[]
  projectId: string
  packageManager: PackageManager
}

/** Validates every answer; each error names the flag and lists the allowed values. */
export function resolveCreateOptions(answers: CreateAnswers): CreateOptions {
  if (answers.dir.trim() === '') throw new CliError('Missing the target directory.')
  const template = parseOne('template', answers.template, TEMPLATES)
  const namespaces = parseList('namespaces', answers.namespaces, NAMESPACES)
  if (namespaces.length === 0) {
    throw new CliError(`--namespaces needs at least one of: ${AVAILABLE_NAMESPACES.join(', ')}.`)
  }
  const missingNamespaces = namespaces.filter((ns) => !AVAILABLE_NAMESPACES.includes(ns))
  if (missingNamespaces.length > 0) {
    throw new CliError(
      `Namespace not available yet: ${missingNamespaces.join(', ')} (its package does not exist yet). Available now: ${AVAILABLE_NAMESPACES.join(', ')}.`,
    )
  }
  const networks = parseList(
    'networks',
    answers.networks,
    Object.keys(EVM_NETWORKS) as EvmNetwork[],
  )
  if (networks.length === 0) {
    throw new CliError(`--networks needs at least one of: ${Object.keys(EVM_NETWORKS).join(', ')}.`)
  }
  const features = parseList('features', answers.features, FEATURES)
  const missingFeatures = features.filter((feature) => !AVAILABLE_FEATURES.includes(feature))
  if (missingFeatures.length > 0) {
    throw new CliError(
      `Feature not available yet: ${missingFeatures.join(', ')} (its package does not exist yet). Available now: ${AVAILABLE_FEATURES.join(', ')}.`,
    )
  }
  if (answers.projectId.trim() === '') throw new CliError('--project-id must not be empty.')
  const packageManager = parseOne('package-manager', answers.packageManager, PACKAGE_MANAGERS)
  return {
    dir: answers.dir,
    template,
    namespaces,
    networks,
    features,
    projectId: answers.projectId.trim(),
    packageManager,
  }
}
