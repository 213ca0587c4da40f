import { type CaipAddress, type ChainNamespace, getNamespaceState } from '@appkit/kernel'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseAccountResult {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: 'disconnected' | 'connecting' | 'connected'
  namespace: ChainNamespace | undefined
}

/** The account of a family (the active family by default). */
export function useAccount(options: { namespace?: ChainNamespace } = {}): UseAccountResult {
  const { kit } = useUi()
  return useStoreSelector(kit.registry.store, (state) => {
    const chain = getNamespaceState(state, options.namespace ?? state.activeNamespace)
    const status = chain?.status ?? 'disconnected'
    return {
      address: chain?.address,
      caipAddress: chain?.caipAddress,
      isConnected: status === 'connected',
      status,
      namespace: chain?.namespace,
    }
  })
}
