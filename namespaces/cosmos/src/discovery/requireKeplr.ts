import type { Connector } from '@appkit/kernel'
import { AppKitError } from '@appkit/kernel'
import { isKeplrLike, type KeplrLike } from './KeplrLike.js'

/** The connector's Keplr-style provider, or 'Failed to connect' when it has none. */
export function requireKeplr(connector: Connector): KeplrLike {
  if (!isKeplrLike(connector?.provider)) {
    throw new AppKitError('Failed to connect', {
      category: 'PROVIDER_ERROR',
      details: `Connector ${String(connector?.id)} has no Keplr-style provider`,
    })
  }
  return connector.provider
}
