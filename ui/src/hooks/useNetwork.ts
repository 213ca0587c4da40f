import type { CaipNetwork } from '@appkit/kernel'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseNetworkResult {
  caipNetwork: CaipNetwork | undefined
  chainId: number | string | undefined
  /** Switches the wallet (when connected) and the active network. */
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
}

export function useNetwork(): UseNetworkResult {
  const { kit } = useUi()
  const caipNetwork = useStoreSelector(kit.registry.store, (state) => state.activeCaipNetwork)
  return { caipNetwork, chainId: caipNetwork?.id, switchNetwork: (n) => kit.switchNetwork(n) }
}
