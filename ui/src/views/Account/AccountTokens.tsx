import { useId } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { TokenRowContent } from '../shared/TokenRowContent.js'
import { tokenBalancesMessages as tokenMessages } from '../shared/tokenBalancesMessages.js'
import { formatUsd } from '../WalletSend/formatUsd.js'
import { useTokenBalances } from '../WalletSend/useTokenBalances.js'
import { accountMessages as m } from './accountMessages.js'

function TokenList() {
  const titleId = useId()
  const { t } = useI18n()
  const { balances, total, loading } = useTokenBalances()
  return (
    <section className="list" aria-labelledby={titleId}>
      <h3 className="section-title" id={titleId}>
        {t(m.tokens)} <span className="balance">{t(m.total, { amount: formatUsd(total) })}</span>
      </h3>
      {loading && balances.length === 0 ? (
        <Spinner label={t(tokenMessages.loading)} />
      ) : balances.length === 0 ? (
        <p className="lead">{t(tokenMessages.none)}</p>
      ) : (
        <ul className="list">
          {balances.map((token) => (
            <li key={`${token.symbol}:${token.address ?? ''}`} className="item">
              <TokenRowContent token={token} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The Account view's token list and USD total (2 decimals), for the families with balances
 * (adapters with `tokenBalances`, spec §6: EVM and solana); nothing for others or when no wallet
 * is connected.
 */
export function AccountTokens() {
  const { kit } = useUi()
  const shown = useStoreSelector(kit.registry.store, (state) => {
    const namespace = state.activeNamespace
    return (
      namespace !== undefined &&
      kit.adapter(namespace)?.tokenBalances === true &&
      state.chains[namespace]?.status === 'connected'
    )
  })
  return shown ? <TokenList /> : null
}
