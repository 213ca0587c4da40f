import { ACCOUNT_PROFILE, getNamespaceState, readAccountState } from '@appkit/kernel'
import { type CSSProperties, useEffect } from 'react'
import { ChevronIcon, CopyIcon } from '../../components/icons.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { RecentTransactions } from '../../transactions/RecentTransactions.js'
import { avatarColors } from '../../utils/avatarColors.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { shortAddress } from '../../utils/shortAddress.js'
import { copyAddress } from '../shared/copyAddress.js'
import { DisconnectButton } from '../shared/DisconnectButton.js'
import { networkImageUrl } from '../shared/imageUrls.js'
import { AccountActions } from './AccountActions.js'
import { AccountTokens } from './AccountTokens.js'
import { accountMessages as m } from './accountMessages.js'
import { refreshNativeBalance } from './refreshNativeBalance.js'

/**
 * Account: who is connected (its profile name, image and email when plugins set them), the balance,
 * the network, plugin entries, copy and disconnect.
 */
export default function AccountView() {
  const { kit, toasts } = useUi()
  const { t } = useI18n()
  const account = useStoreSelector(kit.registry.store, (state) => {
    const chain = getNamespaceState(state)
    return {
      namespace: state.activeNamespace,
      address: chain?.status === 'connected' ? chain.address : undefined,
      balance: chain?.balance,
      symbol: chain?.balanceSymbol ?? state.activeCaipNetwork?.nativeCurrency.symbol,
      network: state.activeCaipNetwork,
    }
  })
  const profile = useStoreSelector(kit.accountState.store, (values) =>
    readAccountState(values, ACCOUNT_PROFILE, account.namespace),
  )

  useEffect(() => {
    void refreshNativeBalance(kit, toasts)
  }, [kit, toasts])

  if (!account.address) {
    return (
      <div className="centered">
        <p>{t(m.noWallet)}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => kit.router.reset('Connect')}
        >
          {t(m.connectAWallet)}
        </button>
      </div>
    )
  }
  const { address, network } = account
  const colors = avatarColors(address)

  return (
    <>
      <div className="account">
        {profile.image ? (
          <RemoteImage
            url={profile.image}
            name={profile.name ?? shortAddress(address)}
            variant="large round"
          />
        ) : (
          <span
            className="avatar"
            aria-hidden="true"
            style={{ '--avatar-from': colors.from, '--avatar-to': colors.to } as CSSProperties}
          />
        )}
        <div className="address">
          <h3 title={address}>{profile.name ?? shortAddress(address)}</h3>
          <button
            type="button"
            className="icon-btn"
            aria-label={t(m.copyAddress)}
            onClick={() => copyAddress(address, toasts, kit.i18n)}
          >
            <CopyIcon />
          </button>
        </div>
        {profile.email ? <p className="account-email">{profile.email}</p> : null}
        <p className="balance">{formatBalance(account.balance, account.symbol)}</p>
      </div>
      <AccountActions />
      <AccountTokens />
      <RecentTransactions />
      <div className="list">
        <button type="button" className="item" onClick={() => kit.router.push('Networks')}>
          <RemoteImage
            url={networkImageUrl(kit, network)}
            name={network?.name ?? t(m.network)}
            variant="small round"
          />
          <span className="item-name" aria-hidden="true">
            {network?.name ?? t(m.selectNetwork)}
          </span>
          <span className="chevron">
            <ChevronIcon />
          </span>
        </button>
        <DisconnectButton />
      </div>
    </>
  )
}
