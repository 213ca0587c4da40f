import { SEND_NAMESPACES } from '@appkit/kernel'
import { ChevronIcon } from '../../components/icons.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

function Entry({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="item" onClick={onClick}>
      <span className="item-name">{label}</span>
      <span className="chevron">
        <ChevronIcon />
      </span>
    </button>
  )
}

/**
 * The Account view's entries: Send (when the send feature is on and the family can send, spec
 * §6) and Wallets (ProfileWallets, every connection).
 */
export function AccountActions() {
  const { kit } = useUi()
  const sendFeature = useStoreSelector(kit.gates.store, (state) => state.features.send)
  const canSend = useStoreSelector(kit.registry.store, (state) => {
    const namespace = state.activeNamespace
    return namespace !== undefined && SEND_NAMESPACES.includes(namespace)
  })
  return (
    <div className="list">
      {sendFeature && canSend ? (
        <Entry label="Send" onClick={() => kit.router.push('WalletSend')} />
      ) : null}
      <Entry label="Wallets" onClick={() => kit.router.push('ProfileWallets')} />
    </div>
  )
}
