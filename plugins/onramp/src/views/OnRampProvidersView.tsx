import type { ViewProps } from '@appkit/ui'
import { type ComponentType, useEffect, useId, useState } from 'react'
import { paymentLimitFor } from '../checkPaymentAmount.js'
import type { OnRampProvider } from '../OnRampTypes.js'
import {
  BUY_IN_PROGRESS_VIEW,
  MOCK_QUOTE_MESSAGE,
  ONRAMP_FIAT_SELECT_VIEW,
  ONRAMP_TOKEN_SELECT_VIEW,
  ONRAMP_URL_FAILED,
  PAYMENT_METHOD_LABELS,
} from '../policies.js'
import { formatAmount } from './formatAmount.js'
import type { OnRampViewContext } from './OnRampViewContext.js'
import { useStoreState } from './useStoreState.js'

/**
 * OnRampProviders: the fiat amount and currency, the token bought and its quote, the card
 * limits, and the project's providers with their fee range; a provider opens its checkout.
 */
export function bindOnRampProvidersView({
  ctx,
  controller,
  openWindow,
}: OnRampViewContext): ComponentType<ViewProps> {
  return function OnRampProvidersView() {
    const amountId = useId()
    const hintId = useId()
    const state = useStoreState(controller.store)
    useStoreState(ctx.registry.store)
    useStoreState(ctx.gates.store)
    const [text, setText] = useState(() =>
      state.paymentAmount === undefined ? '' : String(state.paymentAmount),
    )
    const [failure, setFailure] = useState<string | undefined>()
    const [opening, setOpening] = useState(false)
    const providers = controller.providers()
    const problem = controller.amountProblem()
    const limit = paymentLimitFor(state.paymentCurrency, state.paymentMethod)
    const methods = state.paymentCurrency.payment_method_limits
    const methodLabel = (id: string) => PAYMENT_METHOD_LABELS[id] ?? id

    useEffect(() => {
      void controller.loadOptions().then(() => controller.fetchQuote())
    }, [])

    function changeAmount(value: string) {
      setText(value)
      const amount = value.trim() === '' ? undefined : Number(value)
      void controller.setPaymentAmount(amount)
    }

    async function choose(provider: OnRampProvider) {
      setFailure(undefined)
      setOpening(true)
      try {
        const url = await controller.checkoutUrl(provider)
        openWindow(url)
        ctx.router.push(BUY_IN_PROGRESS_VIEW, { title: 'Buy in progress' })
      } catch {
        setFailure(ONRAMP_URL_FAILED)
      } finally {
        setOpening(false)
      }
    }

    return (
      <div className="list">
        <label className="section-title" htmlFor={amountId}>
          You pay
        </label>
        <div className="search">
          <input
            id={amountId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={hintId}
            aria-invalid={problem !== undefined}
            value={text}
            onChange={(event) => changeAmount(event.target.value)}
            style={{ paddingLeft: 12 }}
          />
          <button
            type="button"
            className="btn"
            aria-label={`Pay in ${state.paymentCurrency.id}`}
            onClick={() => ctx.router.push(ONRAMP_FIAT_SELECT_VIEW, { title: 'Select currency' })}
          >
            {state.paymentCurrency.id}
          </button>
        </div>
        {methods.length > 1 ? (
          <fieldset className="row" style={{ border: 0, padding: 0, margin: 0, gap: 12 }}>
            <legend className="section-title">Pay with</legend>
            {methods.map((method) => (
              <label key={method.id} className="row" style={{ gap: 4 }}>
                <input
                  type="radio"
                  name="onramp-payment-method"
                  value={method.id}
                  checked={state.paymentMethod === method.id}
                  onChange={() => controller.setPaymentMethod(method.id)}
                />
                {methodLabel(method.id)}
              </label>
            ))}
          </fieldset>
        ) : null}
        <p id={hintId} className="balance">
          {problem ??
            (limit
              ? `${methodLabel(limit.id)}: ${limit.min} to ${limit.max} ${state.paymentCurrency.id}`
              : '')}
        </p>
        <p className="section-title">You receive</p>
        <div className="search" style={{ paddingLeft: 12 }}>
          <output
            data-testid="onramp-purchase-amount"
            aria-busy={state.quotesLoading}
            aria-live="polite"
          >
            {state.quotesLoading
              ? 'Getting a quote…'
              : state.purchaseAmount === undefined
                ? '–'
                : formatAmount(state.purchaseAmount)}
          </output>
          <button
            type="button"
            className="btn"
            aria-label={`Buy ${state.purchaseCurrency.symbol}`}
            onClick={() => ctx.router.push(ONRAMP_TOKEN_SELECT_VIEW, { title: 'Select token' })}
          >
            {state.purchaseCurrency.symbol}
          </button>
        </div>
        {state.quote?.mocked && !state.quotesLoading ? (
          <p role="status" data-testid="onramp-quote-notice">
            {MOCK_QUOTE_MESSAGE}
          </p>
        ) : null}
        <p className="section-title">Providers</p>
        {providers.length === 0 ? (
          <p role="status">No on-ramp provider is available here.</p>
        ) : (
          <ul className="list" aria-label="Providers">
            {providers.map((provider) => (
              <li key={provider.name}>
                <button
                  type="button"
                  className="item"
                  disabled={problem !== undefined || opening}
                  aria-describedby={`${hintId}-${provider.name}`}
                  onClick={() => void choose(provider)}
                >
                  <span className="item-name">{provider.label}</span>
                  <span className="balance" id={`${hintId}-${provider.name}`}>
                    Fee {provider.feeRange}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {failure ? (
          <p role="alert" className="error">
            {failure}
          </p>
        ) : null}
      </div>
    )
  }
}
