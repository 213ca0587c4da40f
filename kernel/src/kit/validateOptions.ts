import { AppKitError } from '../errors/AppKitError.js'
import { describeValue } from '../validators/describeValue.js'
import { isCaipNetworkId } from '../validators/parseCaipNetworkId.js'
import { validateWalletOptions } from '../wallets/validateWalletOptions.js'
import type { AppKitOptions } from './AppKitOptions.js'
import { validateConnectViewOptions } from './validateConnectViewOptions.js'

export interface OptionsProblems {
  /** Spec §5: 'A project id is required, otherwise an alert says it is not configured.' */
  projectIdMissing: boolean
}

function configurationError(message: string): AppKitError {
  return new AppKitError(message, { category: 'CONFIGURATION_ERROR' })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function validateLocaleOptions({ locale, messages }: AppKitOptions) {
  if (locale !== undefined && typeof locale !== 'string') {
    throw configurationError(
      `locale must be a language tag such as 'fr' or 'pt-BR', not ${describeValue(locale)}`,
    )
  }
  if (messages === undefined) return
  if (!isRecord(messages) || !Object.values(messages).every(isRecord)) {
    throw configurationError(
      "messages must map a locale to message ids and their texts: { en: { 'viewTitle.Connect': 'Sign in' } }",
    )
  }
}

function validateTransactionsOptions({ transactions }: AppKitOptions) {
  if (transactions === undefined) return
  if (!isRecord(transactions)) {
    throw configurationError('transactions must be { pollIntervalMs?, stillPendingAfterMs? }')
  }
  for (const name of ['pollIntervalMs', 'stillPendingAfterMs'] as const) {
    const value = transactions[name]
    if (
      value !== undefined &&
      !(typeof value === 'number' && Number.isFinite(value) && value > 0)
    ) {
      throw configurationError(
        `transactions.${name} must be a positive number of milliseconds, not ${describeValue(value)}`,
      )
    }
  }
}

/**
 * Checks the options of createAppKit. Errors a developer must fix throw; a missing project id
 * is reported as an alert (the kit still works with browser wallets).
 */
export function validateOptions(options: AppKitOptions): OptionsProblems {
  if (typeof options !== 'object' || options === null) {
    throw configurationError('createAppKit needs an options object')
  }
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw configurationError(
      'No networks configured: pass at least one network in the networks array',
    )
  }
  for (const network of options.networks) {
    // describeValue, not String: an entry without a prototype or with a non-function toString
    // ({ toString: {} }) must get this message, not a TypeError.
    if (!network || !isCaipNetworkId(describeValue(network.caipNetworkId))) {
      throw configurationError(
        `Invalid network in the networks array: ${describeValue(network?.caipNetworkId ?? network)}`,
      )
    }
  }
  const { defaultNetwork } = options
  if (
    defaultNetwork &&
    !options.networks.some((n) => n.caipNetworkId === defaultNetwork.caipNetworkId)
  ) {
    throw new AppKitError('Network Not Found', {
      category: 'CONFIGURATION_ERROR',
      code: 'NETWORK_NOT_FOUND',
      details: `defaultNetwork ${describeValue(defaultNetwork.caipNetworkId)} must be included in the networks array`,
    })
  }
  validateLocaleOptions(options)
  validateTransactionsOptions(options)
  validateConnectViewOptions(options)
  validateWalletOptions(options)
  const projectIdMissing = typeof options.projectId !== 'string' || options.projectId.trim() === ''
  return { projectIdMissing }
}
