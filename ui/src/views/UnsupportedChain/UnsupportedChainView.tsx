import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { DisconnectButton } from '../shared/DisconnectButton.js'
import { NetworkList } from '../shared/NetworkList.js'
import { useNetworkSelect } from '../shared/useNetworkSelect.js'
import { unsupportedChainMessages as m } from './unsupportedChainMessages.js'

/** UnsupportedChain: the wallet is on a network the app does not offer. */
export default function UnsupportedChainView() {
  const { kit } = useUi()
  const { t } = useI18n()
  const networks = useStoreSelector(kit.registry.store, (state) => state.networks, Object.is)
  const { pendingId, select } = useNetworkSelect()
  return (
    <>
      <p className="lead">{t(m.text)}</p>
      <NetworkList
        networks={networks}
        activeId={undefined}
        pendingId={pendingId}
        onSelect={select}
      />
      <DisconnectButton />
    </>
  )
}
