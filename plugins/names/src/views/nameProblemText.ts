import type { MessageDescriptor } from '@appkit/kernel'
import type { UseI18n } from '@appkit/ui'
import { NAMES_ERRORS, registerNameFailed } from '../NAMES_ERRORS.js'
import { namesErrorMessages as m } from '../namesErrorMessages.js'

/** The spec §8 texts the client, the checks and the registration report, and their messages. */
const PROBLEMS: Readonly<Record<string, MessageDescriptor>> = {
  [NAMES_ERRORS.NETWORK_NOT_FOUND]: m.networkNotFound,
  [NAMES_ERRORS.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND]: m.addressOrAuthConnectorNotFound,
  [NAMES_ERRORS.RESOLVE_NAME_FAILED]: m.resolveNameFailed,
  [NAMES_ERRORS.SUGGESTIONS_FAILED]: m.suggestionsFailed,
  [NAMES_ERRORS.NAMES_FOR_ADDRESS_FAILED]: m.namesForAddressFailed,
}

/**
 * A problem the names plugin reports (in English), in the visitor's locale: 'Error registering
 * name {name}' when `name` is the name being registered. A text it does not know (the server's
 * own reason) shows as it is.
 */
export function nameProblemText(t: UseI18n['t'], problem: string, name?: string): string {
  if (name !== undefined && problem === registerNameFailed(name)) {
    return t(m.registerNameFailed, { name })
  }
  return Object.hasOwn(PROBLEMS, problem) ? t(PROBLEMS[problem]!) : problem
}
