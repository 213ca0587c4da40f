import type { ChainNamespace } from '@appkit/kernel'
import { useUi } from '../context/useUi.js'

export interface UseDisconnectResult {
  /** Disconnects one family, or every connected one. */
  disconnect(namespace?: ChainNamespace): Promise<void>
}

export function useDisconnect(): UseDisconnectResult {
  const { kit } = useUi()
  return { disconnect: (namespace) => kit.disconnect(namespace) }
}
