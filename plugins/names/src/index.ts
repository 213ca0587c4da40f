// @appkit/names: the public entry point. Only entry points re-export.

export { createNamesClient, type NamesClient } from './createNamesClient.js'
export type { IdentityCache } from './identity/createIdentityCache.js'
export { NAMES_ERRORS, registerNameFailed } from './NAMES_ERRORS.js'
export { createNameRegistrationMessage } from './names/createNameRegistrationMessage.js'
export {
  canRegisterName,
  checkNameRegistration,
  type NameRegistrationContext,
  type NameRegistrationOptions,
} from './names/nameRegistrationRequirements.js'
export { registrationErrorMessage } from './names/registrationErrorMessage.js'
export { labelOf, toFullName } from './names/toFullName.js'
export {
  NAMES_SERVICE,
  type NamesController,
  type NamesOptions,
  names,
} from './names.js'
export {
  IDENTITY_CACHE_MS,
  NAME_LOOKUP_DEBOUNCE_MS,
  NAME_RULE,
  NAME_SUFFIX,
  NAMES_PLUGIN_NAME,
  REGISTER_NAME_ENTRY_LABEL,
  REGISTER_NAME_SUCCESS_VIEW,
  REGISTER_NAME_VIEW,
} from './policies.js'
export type {
  RegistrationFlow,
  RegistrationState,
  RegistrationStatus,
} from './registration/createRegistrationFlow.js'
export type {
  Identity,
  NameRecord,
  NameRegistrationRequest,
  NameSuggestion,
} from './transport/NameRecord.js'
