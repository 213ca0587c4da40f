import { MINUTE_MS } from '@appkit/kernel'
import { namesMessages } from './namesMessages.js'

/** The plugin's name in the kit (`kit.plugins()`). */
export const NAMES_PLUGIN_NAME = 'appkit:names'

/** Every name registered here ends with it: '<label>.appkit.id'. */
export const NAME_SUFFIX = '.appkit.id'

/** The views this plugin registers (spec §2). */
export const REGISTER_NAME_VIEW = 'RegisterAccountName'
export const REGISTER_NAME_SUCCESS_VIEW = 'RegisterAccountNameSuccess'

/** The Account view's entry that opens RegisterAccountName (its accessible name, in English). */
export const REGISTER_NAME_ENTRY_LABEL = namesMessages.accountEntry.message

/** Spec §9 'ENS and identity cache 5 min'. */
export const IDENTITY_CACHE_MS = 5 * MINUTE_MS

/** Spec §9 'debounce 500 ms': the pause after typing before a name is looked up. */
export const NAME_LOOKUP_DEBOUNCE_MS = 500

/** Spec §5 'Account name: letters, digits and hyphens only, at least 4 characters' (in English). */
export const NAME_RULE = namesMessages.nameRule.message
