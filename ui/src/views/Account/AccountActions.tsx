import { useMemo } from 'react'
import { type AccountEntry, accountEntries } from '../../account/accountEntries.js'
import { orderAccountEntries } from '../../account/orderAccountEntries.js'
import { ChevronIcon } from '../../components/icons.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { accountMessages as m } from './accountMessages.js'

const SEND_ENTRY: AccountEntry = {
  id: 'appkit:send',
  label: m.send,
  view: 'WalletSend',
  feature: 'send',
}
const RECEIVE_ENTRY: AccountEntry = {
  id: 'appkit:receive',
  label: m.receive,
  view: 'WalletReceive',
  feature: 'receive',
}
const WALLETS_ENTRY: AccountEntry = {
  id: 'appkit:wallets',
  label: m.wallets,
  view: 'ProfileWallets',
}

/**
 * The Account view's entries: the kit's own, Receive (the receive feature), Send (when the send
 * feature is on and the family can send, spec §6) and Wallets (ProfileWallets, every connection), with those plugins add
 * (`@appkit/ui/account-entries`), in spec §6's feature order.
 */
export function AccountActions() {
  const { kit } = useUi()
  const { t } = useI18n()
  const pluginEntries = useStoreSelector(
    useMemo(() => accountEntries(kit), [kit]),
    (state) => state.entries,
    Object.is,
  )
  const sendFeature = useStoreSelector(kit.gates.store, (state) => state.features.send)
  const receiveFeature = useStoreSelector(kit.gates.store, (state) => state.features.receive)
  const canSend = useStoreSelector(kit.registry.store, (state) => {
    const namespace = state.activeNamespace
    return namespace !== undefined && kit.adapter(namespace)?.send !== undefined
  })
  const entries = useMemo(
    () =>
      orderAccountEntries([
        ...(receiveFeature ? [RECEIVE_ENTRY] : []),
        ...(sendFeature && canSend ? [SEND_ENTRY] : []),
        WALLETS_ENTRY,
        ...pluginEntries,
      ]),
    [receiveFeature, sendFeature, canSend, pluginEntries],
  )
  return (
    <div className="list">
      {entries.map((entry) => (
        <button
          key={entry.id}
          type="button"
          className="item"
          onClick={() => kit.router.push(entry.view, entry.data)}
        >
          <span className="item-name">
            {typeof entry.label === 'string' ? entry.label : t(entry.label)}
          </span>
          <span className="chevron">
            <ChevronIcon />
          </span>
        </button>
      ))}
    </div>
  )
}
