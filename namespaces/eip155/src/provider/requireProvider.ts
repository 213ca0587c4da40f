import { AppKitError, type Connector } from '@appkit/kernel'
import { type Eip1193Provider, isEip1193Provider } from './Eip1193Provider.js'

/** The connector's EIP-1193 provider; 'Failed to connect' when it has none. */
export function requireProvider(connector: Connector): Eip1193Provider {
  const provider = connector?.provider
  if (!isEip1193Provider(provider)) {
    throw new AppKitError('Failed to connect', {
      category: 'PROVIDER_ERROR',
      details: `Connector ${String(connector?.id)} has no EIP-1193 provider`,
    })
  }
  return provider
}
