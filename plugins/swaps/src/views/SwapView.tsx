import { getNamespaceState } from '@appkit/kernel'
import { useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, useEffect, useId } from 'react'
import { SWAP_PREVIEW_VIEW, SWAP_SELECT_TOKEN_VIEW } from '../policies.js'
import { formatLocalTokenAmount } from './formatLocalTokenAmount.js'
import type { SwapsViewContext } from './SwapsViewContext.js'
import { swapProblemText } from './swapProblemText.js'
import { swapViewMessages as m } from './swapViewMessages.js'
import { useStoreState } from './useStoreState.js'

const ROW = { display: 'flex', alignItems: 'center', gap: 8 } as const

/**
 * Swap: the amount and token to pay, the token to receive with its quote (GET convert/quotes),
 * a button that switches the two, and 'Review swap' opening SwapPreview. On a network that is
 * not a swap network it says 'Network not supported for Swaps' (spec §8) and offers the list.
 */
export function bindSwapView({ ctx, controller }: SwapsViewContext): ComponentType<ViewProps> {
  return function SwapView() {
    const { t, formatNumber } = useI18n()
    const payId = useId()
    const payHintId = useId()
    const state = useStoreState(controller.store)
    const registry = useStoreState(ctx.registry.store)
    const networkId = registry.activeCaipNetwork?.caipNetworkId
    // The plugin starts the swap over on a new network or account: load again for either.
    const address = getNamespaceState(registry)?.address
    const unsupported = controller.unsupportedMessage()

    // biome-ignore lint/correctness/useExhaustiveDependencies: address restarts the load on purpose
    useEffect(() => {
      if (networkId !== undefined) void controller.load()
    }, [networkId, address])

    if (unsupported) {
      return (
        <div className="centered">
          <p role="alert" className="lead" data-testid="swap-unsupported">
            {swapProblemText(t, unsupported)}
          </p>
          <button type="button" className="btn" onClick={() => ctx.router.push('Networks')}>
            {t(m.switchNetwork)}
          </button>
        </div>
      )
    }

    const { sourceToken, toToken, quote } = state
    const inputError = controller.inputError()
    const problem = inputError ?? state.quoteError ?? state.tokensError
    const canReview =
      quote !== undefined &&
      !state.quoteLoading &&
      inputError === undefined &&
      state.status === 'idle'
    // SwapSelectToken's title follows the side (its registration).
    const selectToken = (side: 'source' | 'to') => ctx.router.push(SWAP_SELECT_TOKEN_VIEW, { side })
    const balanceOf = (token: typeof sourceToken) => {
      if (!token) return ''
      const balance = controller.balanceOf(token)
      return balance === undefined
        ? ''
        : t(m.balance, {
            amount: formatLocalTokenAmount(formatNumber, balance, token.decimals, 3),
            symbol: token.symbol,
          })
    }

    return (
      <div className="list">
        <label className="section-title" htmlFor={payId}>
          {t(m.youPay)}
        </label>
        <div className="search">
          <input
            id={payId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-describedby={payHintId}
            aria-invalid={inputError !== undefined}
            value={state.sourceAmount}
            onChange={(event) => void controller.setSourceAmount(event.target.value)}
            style={{ paddingInlineStart: 12 }}
          />
          <button
            type="button"
            className="btn"
            aria-label={
              sourceToken ? t(m.payWith, { symbol: sourceToken.symbol }) : t(m.selectTokenToPayWith)
            }
            onClick={() => selectToken('source')}
          >
            {sourceToken?.symbol ?? t(m.selectToken)}
          </button>
        </div>
        <p id={payHintId} className="balance">
          {balanceOf(sourceToken)}
        </p>
        <div style={{ ...ROW, justifyContent: 'center' }}>
          <button
            type="button"
            className="btn"
            aria-label={t(m.switchTokens)}
            disabled={!sourceToken || !toToken}
            onClick={() => void controller.switchTokens()}
          >
            <span aria-hidden="true">⇅</span>
          </button>
        </div>
        <p className="section-title">{t(m.youReceive)}</p>
        <div className="search" style={{ paddingInlineStart: 12 }}>
          <output data-testid="swap-to-amount" aria-busy={state.quoteLoading} aria-live="polite">
            {state.quoteLoading
              ? t(m.gettingQuote)
              : quote && toToken
                ? formatLocalTokenAmount(formatNumber, quote.toAmount, toToken.decimals, 4)
                : '–'}
          </output>
          <button
            type="button"
            className="btn"
            aria-label={
              toToken ? t(m.receive, { symbol: toToken.symbol }) : t(m.selectTokenToReceive)
            }
            onClick={() => selectToken('to')}
          >
            {toToken?.symbol ?? t(m.selectToken)}
          </button>
        </div>
        <p className="balance">{balanceOf(toToken)}</p>
        {problem ? (
          <p role="alert" className="lead" data-testid="swap-problem">
            {swapProblemText(t, problem)}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={!canReview}
          onClick={() => ctx.router.push(SWAP_PREVIEW_VIEW)}
        >
          {t(m.reviewSwap)}
        </button>
      </div>
    )
  }
}
