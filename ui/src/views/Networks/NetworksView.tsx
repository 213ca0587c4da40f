import { isUnsupportedChain } from '@appkit/kernel'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { NetworkList } from '../shared/NetworkList.js'
import { useNetworkSelect } from '../shared/useNetworkSelect.js'
import { networksMessages as m } from './networksMessages.js'
import { notApprovedNotes } from './notApprovedNotes.js'

/**
 * Networks: the configured networks, the active one marked; choosing one switches. A network the
 * connected wallet did not approve (a WalletConnect session's chains) says so; choosing it still
 * asks the wallet, which may add it to the session.
 */
export default function NetworksView() {
  const { kit } = useUi()
  const { t } = useI18n()
  const { networks, activeId, chains } = useStoreSelector(kit.registry.store, (state) => ({
    networks: state.networks,
    activeId: isUnsupportedChain(state) ? undefined : state.activeCaipNetwork?.caipNetworkId,
    chains: state.chains,
  }))
  const { pendingId, select } = useNetworkSelect()
  return (
    <NetworkList
      networks={networks}
      activeId={activeId}
      pendingId={pendingId}
      onSelect={select}
      notes={notApprovedNotes({ networks, chains }, t(m.notApproved))}
    />
  )
}
