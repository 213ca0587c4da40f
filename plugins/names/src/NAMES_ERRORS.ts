/** Spec §8 'Names' messages, verbatim. */
export const NAMES_ERRORS = Object.freeze({
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  RESOLVE_NAME_FAILED: 'Error resolving name',
  SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
})

/** Spec §8: a failed registration without a reason from the server. */
export function registerNameFailed(name: string): string {
  return `Error registering name ${name}`
}
