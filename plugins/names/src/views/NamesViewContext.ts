import type { PluginContext } from '@appkit/kernel'
import type { NamesClient } from '../createNamesClient.js'
import type { NameRegistrationOptions } from '../names/nameRegistrationRequirements.js'
import type { RegistrationFlow } from '../registration/createRegistrationFlow.js'

/**
 * What the names views are bound to: the plugin's context (the registry to read, the router to
 * leave by), its names client and registration flow.
 */
export interface NamesViewContext {
  ctx: Pick<PluginContext, 'registry' | 'router'>
  client: NamesClient
  registration: RegistrationFlow
  requirements: NameRegistrationOptions
  /** The pause after typing before a name is looked up; default 500 ms (spec §9). */
  debounceMs?: number
}
