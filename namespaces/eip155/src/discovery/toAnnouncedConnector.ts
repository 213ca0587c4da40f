import type { Connector } from '@appkit/kernel'
import type { Eip6963ProviderDetail } from './Eip6963ProviderDetail.js'
import { isSafeIconUrl } from './isSafeIconUrl.js'

/** An EIP-6963 wallet as a connector: type ANNOUNCED, id = rdns, the icon when it is safe. */
export function toAnnouncedConnector({ info, provider }: Eip6963ProviderDetail): Connector {
  return {
    id: info.rdns,
    type: 'ANNOUNCED',
    name: info.name,
    chain: 'eip155',
    info: { rdns: info.rdns },
    provider,
    ...(isSafeIconUrl(info.icon) ? { imageUrl: info.icon } : {}),
  }
}
