import { isUnsupportedChain } from '@appkit/kernel'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { NetworkList } from '../shared/NetworkList.js'
import { useNetworkSelect } from '../shared/useNetworkSelect.js'

/** Networks: the configured networks, the active one marked; choosing one switches. */
export default function NetworksView() {
  const { kit } = useUi()
  const { networks, activeId } = useStoreSelector(kit.registry.store, (state) => ({
    networks: state.networks,
    activeId: isUnsupportedChain(state) ? undefined : state.activeCaipNetwork?.caipNetworkId,
  }))
  const { pendingId, select } = useNetworkSelect()
  return (
    <NetworkList networks={networks} activeId={activeId} pendingId={pendingId} onSelect={select} />
  )
}
