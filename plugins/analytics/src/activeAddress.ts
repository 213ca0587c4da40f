import { getNamespaceState, isConnected, type RegistryState } from '@appkit/kernel'

/** The active family's address while it is connected, else undefined. */
export function activeAddress(state: RegistryState): string | undefined {
  return isConnected(state) ? getNamespaceState(state)?.address : undefined
}
