import { type Eip6963ProviderDetail, isEip6963ProviderDetail } from './Eip6963ProviderDetail.js'

/**
 * An `eip6963:announceProvider` detail, or undefined when it is malformed: any page script can
 * dispatch that event, so nothing of it is trusted. The provider object is kept as announced.
 */
export function decodeAnnounceDetail(detail: unknown): Eip6963ProviderDetail | undefined {
  try {
    return isEip6963ProviderDetail(detail) ? detail : undefined
  } catch {
    // A detail with throwing getters.
    return undefined
  }
}
