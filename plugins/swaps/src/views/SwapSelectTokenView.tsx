import { useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, useId, useState } from 'react'
import type { SwapSide } from '../createSwapsController.js'
import { POPULAR_TOKEN_SYMBOLS, SUGGESTED_TOKEN_SYMBOLS, SWAP_VIEW } from '../policies.js'
import type { SwapToken } from '../SwapTypes.js'
import { formatLocalTokenAmount } from './formatLocalTokenAmount.js'
import type { SwapsViewContext } from './SwapsViewContext.js'
import { swapProblemText } from './swapProblemText.js'
import { swapSelectTokenMessages as m } from './swapSelectTokenMessages.js'
import { useStoreState } from './useStoreState.js'

/** Popular symbols first, in POPULAR_TOKEN_SYMBOLS order, then the rest by symbol. */
function byPopularity(a: SwapToken, b: SwapToken): number {
  const rank = (token: SwapToken) => {
    const index = POPULAR_TOKEN_SYMBOLS.indexOf(token.symbol)
    return index === -1 ? POPULAR_TOKEN_SYMBOLS.length : index
  }
  return rank(a) - rank(b) || a.symbol.localeCompare(b.symbol)
}

/**
 * SwapSelectToken: the swap network's tokens (GET convert/tokens) with a search, the suggested
 * ones as quick picks, the tokens the account holds with their balance, then the popular and
 * the other tokens. Choosing one sets the side the view was opened for and goes back.
 */
export function bindSwapSelectTokenView({
  ctx,
  controller,
}: SwapsViewContext): ComponentType<ViewProps> {
  return function SwapSelectTokenView({ data }: ViewProps) {
    const { t, formatNumber } = useI18n()
    const searchId = useId()
    const state = useStoreState(controller.store)
    const [search, setSearch] = useState('')
    const side: SwapSide = data?.side === 'source' ? 'source' : 'to'
    const current = side === 'source' ? state.sourceToken : state.toToken
    const query = search.trim().toLowerCase()
    const matching = state.tokens.filter(
      (token) =>
        query === '' ||
        token.symbol.toLowerCase().includes(query) ||
        token.name.toLowerCase().includes(query) ||
        token.address.toLowerCase().endsWith(query),
    )
    const held = matching.filter((token) => (controller.balanceOf(token) ?? 0n) > 0n)
    const others = matching.filter((token) => !held.includes(token)).sort(byPopularity)
    const suggested = state.tokens.filter((token) => SUGGESTED_TOKEN_SYMBOLS.includes(token.symbol))

    function choose(token: SwapToken) {
      void controller.selectToken(side, token)
      if (!ctx.router.goBack()) ctx.router.replace(SWAP_VIEW)
    }

    const tokenItem = (token: SwapToken) => {
      const balance = controller.balanceOf(token)
      return (
        <li key={token.address}>
          <button
            type="button"
            className="item"
            aria-current={current?.address === token.address ? 'true' : undefined}
            onClick={() => choose(token)}
          >
            <span className="item-name">
              {token.name}
              <br />
              <span className="balance">
                {balance !== undefined && balance > 0n
                  ? t(m.symbolWithBalance, {
                      symbol: token.symbol,
                      amount: formatLocalTokenAmount(formatNumber, balance, token.decimals, 3),
                    })
                  : token.symbol}
              </span>
            </span>
          </button>
        </li>
      )
    }

    return (
      <div className="list">
        <label className="sr-only" htmlFor={searchId}>
          {t(m.searchTokens)}
        </label>
        <div className="search">
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            placeholder={t(m.searchTokens)}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ paddingInlineStart: 12 }}
          />
        </div>
        {suggested.length > 0 ? (
          <ul
            className="row"
            aria-label={t(m.suggestedTokens)}
            style={{ listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap' }}
          >
            {suggested.map((token) => (
              <li key={token.address}>
                <button
                  type="button"
                  className="btn"
                  aria-label={t(m.suggestedToken, { symbol: token.symbol })}
                  onClick={() => choose(token)}
                >
                  {token.symbol}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {state.tokensLoading ? <p role="status">{t(m.loadingTokens)}</p> : null}
        {state.tokensError ? <p role="alert">{swapProblemText(t, state.tokensError)}</p> : null}
        {held.length > 0 ? (
          <>
            <p className="section-title">{t(m.yourTokens)}</p>
            <ul className="list" aria-label={t(m.yourTokens)}>
              {held.map(tokenItem)}
            </ul>
          </>
        ) : null}
        <p className="section-title">{t(m.tokens)}</p>
        {others.length === 0 && !state.tokensLoading ? (
          <p role="status">{t(m.noTokenMatches)}</p>
        ) : (
          <ul className="list" aria-label={t(m.tokens)}>
            {others.map(tokenItem)}
          </ul>
        )}
      </div>
    )
  }
}
