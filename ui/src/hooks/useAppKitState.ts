import type { CaipNetworkId, ChainNamespace, ViewName } from '@appkit/kernel'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseAppKitStateResult {
  open: boolean
  view: ViewName
  activeNamespace: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
}

/** The modal's state and the active network, for apps that mirror them. */
export function useAppKitState(): UseAppKitStateResult {
  const { kit } = useUi()
  const { open, view } = useStoreSelector(kit.router.store, (s) => ({ open: s.open, view: s.view }))
  const { activeNamespace, selectedNetworkId } = useStoreSelector(kit.registry.store, (s) => ({
    activeNamespace: s.activeNamespace,
    selectedNetworkId: s.activeCaipNetwork?.caipNetworkId,
  }))
  return { open, view, activeNamespace, selectedNetworkId }
}
