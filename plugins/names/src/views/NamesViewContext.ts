import type { AppKit } from '@appkit/kernel'
import type { NamesClient } from '../createNamesClient.js'
import type { NameRegistrationOptions } from '../names/nameRegistrationRequirements.js'
import type { RegistrationFlow } from '../registration/createRegistrationFlow.js'

/** What the names views are bound to: one kit, its names client and registration flow. */
export interface NamesViewContext {
  kit: AppKit
  client: NamesClient
  registration: RegistrationFlow
  requirements: NameRegistrationOptions
  /** The pause after typing before a name is looked up; default 500 ms (spec §9). */
  debounceMs?: number
}
