import { namesErrorMessages as m } from './namesErrorMessages.js'

/** Spec §8 'Names' messages, verbatim (the English of namesErrorMessages). */
export const NAMES_ERRORS = Object.freeze({
  NETWORK_NOT_FOUND: m.networkNotFound.message,
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: m.addressOrAuthConnectorNotFound.message,
  RESOLVE_NAME_FAILED: m.resolveNameFailed.message,
  SUGGESTIONS_FAILED: m.suggestionsFailed.message,
  NAMES_FOR_ADDRESS_FAILED: m.namesForAddressFailed.message,
})

/** Spec §8: a failed registration without a reason from the server. */
export function registerNameFailed(name: string): string {
  return m.registerNameFailed.message.replace('{name}', () => name)
}
