import { getNamespaceState } from '@appkit/kernel'
import type { ViewProps } from '@appkit/ui'
import { type ComponentType, useEffect, useId } from 'react'
import { formatTokenAmount } from '../formatTokenAmount.js'
import { SWAP_PREVIEW_VIEW, SWAP_SELECT_TOKEN_VIEW } from '../policies.js'
import type { SwapsViewContext } from './SwapsViewContext.js'
import { useStoreState } from './useStoreState.js'

const ROW = { display: 'flex', alignItems: 'center', gap: 8 } as const

/**
 * Swap: the amount and token to pay, the token to receive with its quote (GET convert/quotes),
 * a button that switches the two, and 'Review swap' opening SwapPreview. On a network that is
 * not a swap network it says 'Network not supported for Swaps' (spec §8) and offers the list.
 */
export function bindSwapView({ ctx, controller }: SwapsViewContext): ComponentType<ViewProps> {
  return function SwapView() {
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
            {unsupported}
          </p>
          <button type="button" className="btn" onClick={() => ctx.router.push('Networks')}>
            Switch network
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
    const selectToken = (side: 'source' | 'to') =>
      ctx.router.push(SWAP_SELECT_TOKEN_VIEW, {
        title: side === 'source' ? 'Select token to pay with' : 'Select token to receive',
        side,
      })
    const balanceOf = (token: typeof sourceToken) => {
      if (!token) return ''
      const balance = controller.balanceOf(token)
      return balance === undefined
        ? ''
        : `Balance: ${formatTokenAmount(balance, token.decimals, 3)} ${token.symbol}`
    }

    return (
      <div className="list">
        <label className="section-title" htmlFor={payId}>
          You pay
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
            style={{ paddingLeft: 12 }}
          />
          <button
            type="button"
            className="btn"
            aria-label={sourceToken ? `Pay with ${sourceToken.symbol}` : 'Select token to pay with'}
            onClick={() => selectToken('source')}
          >
            {sourceToken?.symbol ?? 'Select token'}
          </button>
        </div>
        <p id={payHintId} className="balance">
          {balanceOf(sourceToken)}
        </p>
        <div style={{ ...ROW, justifyContent: 'center' }}>
          <button
            type="button"
            className="btn"
            aria-label="Switch tokens"
            disabled={!sourceToken || !toToken}
            onClick={() => void controller.switchTokens()}
          >
            <span aria-hidden="true">⇅</span>
          </button>
        </div>
        <p className="section-title">You receive</p>
        <div className="search" style={{ paddingLeft: 12 }}>
          <output data-testid="swap-to-amount" aria-busy={state.quoteLoading} aria-live="polite">
            {state.quoteLoading
              ? 'Getting a quote…'
              : quote && toToken
                ? formatTokenAmount(quote.toAmount, toToken.decimals, 4)
                : '–'}
          </output>
          <button
            type="button"
            className="btn"
            aria-label={toToken ? `Receive ${toToken.symbol}` : 'Select token to receive'}
            onClick={() => selectToken('to')}
          >
            {toToken?.symbol ?? 'Select token'}
          </button>
        </div>
        <p className="balance">{balanceOf(toToken)}</p>
        {problem ? (
          <p role="alert" className="lead" data-testid="swap-problem">
            {problem}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={!canReview}
          onClick={() => ctx.router.push(SWAP_PREVIEW_VIEW, { title: 'Review swap' })}
        >
          Review swap
        </button>
      </div>
    )
  }
}
