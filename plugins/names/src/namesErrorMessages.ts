import { defineMessages } from '@appkit/kernel'

/**
 * Spec §8 'Names' messages: what the names client and the registration report (in English, for
 * the app) and the RegisterAccountName view shows (in the visitor's locale).
 */
export const namesErrorMessages = defineMessages('names.error', {
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  resolveNameFailed: 'Error resolving name',
  suggestionsFailed: 'Error fetching name suggestions',
  namesForAddressFailed: 'Error fetching names for address',
  registerNameFailed: 'Error registering name {name}',
})
