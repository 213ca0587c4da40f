import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { DisconnectButton } from '../shared/DisconnectButton.js'
import { NetworkList } from '../shared/NetworkList.js'
import { useNetworkSelect } from '../shared/useNetworkSelect.js'

export const UNSUPPORTED_CHAIN_TEXT =
  "This app doesn't support your current network. Switch to an available option to continue."

/** UnsupportedChain: the wallet is on a network the app does not offer. */
export default function UnsupportedChainView() {
  const { kit } = useUi()
  const networks = useStoreSelector(kit.registry.store, (state) => state.networks, Object.is)
  const { pendingId, select } = useNetworkSelect()
  return (
    <>
      <p className="lead">{UNSUPPORTED_CHAIN_TEXT}</p>
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
