import { Option, Schema } from 'effect'
import { Eip6963ProviderDetail } from './Eip6963ProviderDetail.js'

const decode = Schema.decodeUnknownOption(Eip6963ProviderDetail)

/**
 * An `eip6963:announceProvider` detail, or undefined when it is malformed: any page script can
 * dispatch that event, so nothing of it is trusted. The provider object is kept as announced.
 */
export function decodeAnnounceDetail(detail: unknown): Eip6963ProviderDetail | undefined {
  try {
    return Option.getOrUndefined(decode(detail))
  } catch {
    // A detail with throwing getters.
    return undefined
  }
}
