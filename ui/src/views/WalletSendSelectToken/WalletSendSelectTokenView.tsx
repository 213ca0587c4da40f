import type { TokenBalance } from '@appkit/kernel'
import { useId, useState } from 'react'
import { CheckIcon, SearchIcon } from '../../components/icons.js'
import { Spinner } from '../../components/Spinner.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { TokenRowContent } from '../shared/TokenRowContent.js'
import { tokenBalancesMessages as tokenMessages } from '../shared/tokenBalancesMessages.js'
import { useTokenBalances } from '../WalletSend/useTokenBalances.js'
import { filterTokens } from './filterTokens.js'
import { walletSendSelectTokenMessages as m } from './walletSendSelectTokenMessages.js'

function sameToken(a: TokenBalance | undefined, b: TokenBalance): boolean {
  return a !== undefined && a.symbol === b.symbol && a.address === b.address
}

/** WalletSendSelectToken: the account's tokens, searchable; choosing one goes back to WalletSend. */
export default function WalletSendSelectTokenView() {
  const { kit } = useUi()
  const { t } = useI18n()
  const { balances, loading } = useTokenBalances()
  const selected = useStoreSelector(kit.registry.store, (state) => state.send.token, Object.is)
  const [search, setSearch] = useState('')
  const listId = useId()
  const tokens = filterTokens(balances, search)

  function choose(token: TokenBalance) {
    // Another token's amount means nothing for this one: the amount starts again.
    kit.registry.setSendState(
      sameToken(selected, token) ? { token } : { token, sendTokenAmount: undefined },
    )
    if (!kit.router.goBack()) kit.router.replace('WalletSend')
  }

  return (
    <>
      <div className="search">
        <SearchIcon />
        <input
          type="search"
          aria-label={t(m.searchToken)}
          aria-controls={listId}
          placeholder={t(m.searchToken)}
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {loading && balances.length === 0 ? (
        <div className="centered">
          <Spinner label={t(tokenMessages.loading)} />
        </div>
      ) : tokens.length === 0 ? (
        <div className="centered" role="status">
          <p>{balances.length === 0 ? t(tokenMessages.none) : t(m.noTokenFound)}</p>
        </div>
      ) : (
        <ul className="list" id={listId} aria-label={t(m.tokens)}>
          {tokens.map((token) => {
            const current = sameToken(selected, token)
            return (
              <li key={`${token.symbol}:${token.address ?? ''}`}>
                <button
                  type="button"
                  className="item"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => choose(token)}
                >
                  <TokenRowContent token={token} />
                  {current ? (
                    <span className="check">
                      <CheckIcon />
                    </span>
                  ) : null}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
