import type { MessageDescriptor } from '@appkit/kernel'
import { useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, useEffect, useId, useState } from 'react'
import { paymentAmountProblem, paymentLimitFor } from '../checkPaymentAmount.js'
import type { OnRampProvider } from '../OnRampTypes.js'
import { onRampNoticeMessages as notice } from '../onRampNoticeMessages.js'
import { paymentAmountMessages as amountMessages } from '../paymentAmountMessages.js'
import {
  BUY_IN_PROGRESS_VIEW,
  ONRAMP_FIAT_SELECT_VIEW,
  ONRAMP_TOKEN_SELECT_VIEW,
} from '../policies.js'
import { formatAmount, formatDecimalText } from './formatAmount.js'
import type { OnRampViewContext } from './OnRampViewContext.js'
import { onRampProvidersMessages as m } from './onRampProvidersMessages.js'
import { useStoreState } from './useStoreState.js'

/** What the payment-method choice calls each method; other ids show as they are. */
const METHOD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  card: m.card,
  bank_account: m.bankAccount,
}

/** A method's limits, as the hint under the amount says them. */
const METHOD_LIMITS: Readonly<Record<string, MessageDescriptor>> = {
  card: m.cardLimits,
  bank_account: m.bankAccountLimits,
}

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
    const { t, formatNumber } = useI18n()
    const amountId = useId()
    const hintId = useId()
    const state = useStoreState(controller.store)
    useStoreState(ctx.registry.store)
    useStoreState(ctx.gates.store)
    const [text, setText] = useState(() =>
      state.paymentAmount === undefined ? '' : String(state.paymentAmount),
    )
    const [failed, setFailed] = useState(false)
    const [opening, setOpening] = useState(false)
    const providers = controller.providers()
    // The controller's amountProblem(), as a reason to word in the visitor's locale.
    const problem = paymentAmountProblem(
      state.paymentAmount,
      state.paymentCurrency,
      state.paymentMethod,
    )
    const limit = paymentLimitFor(state.paymentCurrency, state.paymentMethod)
    const methods = state.paymentCurrency.payment_method_limits
    const methodLabel = (id: string) =>
      Object.hasOwn(METHOD_LABELS, id) ? t(METHOD_LABELS[id]!) : id
    const decimal = (text: string) => formatDecimalText(formatNumber, text)
    const problemText = !problem
      ? undefined
      : problem.kind === 'missing'
        ? t(amountMessages.enterAmount)
        : t(amountMessages.outOfRange, {
            min: decimal(problem.limit.min),
            max: decimal(problem.limit.max),
            currency: problem.currency.id,
          })
    const limitText = !limit
      ? ''
      : t(Object.hasOwn(METHOD_LIMITS, limit.id) ? METHOD_LIMITS[limit.id]! : m.otherMethodLimits, {
          method: limit.id,
          min: decimal(limit.min),
          max: decimal(limit.max),
          currency: state.paymentCurrency.id,
        })

    useEffect(() => {
      void controller.loadOptions().then(() => controller.fetchQuote())
    }, [])

    function changeAmount(value: string) {
      setText(value)
      const amount = value.trim() === '' ? undefined : Number(value)
      void controller.setPaymentAmount(amount)
    }

    async function choose(provider: OnRampProvider) {
      setFailed(false)
      setOpening(true)
      try {
        const url = await controller.checkoutUrl(provider)
        openWindow(url)
        ctx.router.push(BUY_IN_PROGRESS_VIEW)
      } catch {
        setFailed(true)
      } finally {
        setOpening(false)
      }
    }

    return (
      <div className="list">
        <label className="section-title" htmlFor={amountId}>
          {t(m.youPay)}
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
            style={{ paddingInlineStart: 12 }}
          />
          <button
            type="button"
            className="btn"
            aria-label={t(m.payIn, { currency: state.paymentCurrency.id })}
            onClick={() => ctx.router.push(ONRAMP_FIAT_SELECT_VIEW)}
          >
            {state.paymentCurrency.id}
          </button>
        </div>
        {methods.length > 1 ? (
          <fieldset className="row" style={{ border: 0, padding: 0, margin: 0, gap: 12 }}>
            <legend className="section-title">{t(m.payWith)}</legend>
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
          {problemText ?? limitText}
        </p>
        <p className="section-title">{t(m.youReceive)}</p>
        <div className="search" style={{ paddingInlineStart: 12 }}>
          <output
            data-testid="onramp-purchase-amount"
            aria-busy={state.quotesLoading}
            aria-live="polite"
          >
            {state.quotesLoading
              ? t(m.gettingQuote)
              : state.purchaseAmount === undefined
                ? '–'
                : formatAmount(formatNumber, state.purchaseAmount)}
          </output>
          <button
            type="button"
            className="btn"
            aria-label={t(m.buy, { symbol: state.purchaseCurrency.symbol })}
            onClick={() => ctx.router.push(ONRAMP_TOKEN_SELECT_VIEW)}
          >
            {state.purchaseCurrency.symbol}
          </button>
        </div>
        {state.quote?.mocked && !state.quotesLoading ? (
          <p role="status" data-testid="onramp-quote-notice">
            {t(notice.mockQuote)}
          </p>
        ) : null}
        <p className="section-title">{t(m.providers)}</p>
        {providers.length === 0 ? (
          <p role="status">{t(m.noProvider)}</p>
        ) : (
          <ul className="list" aria-label={t(m.providers)}>
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
                    {t(m.fee, { range: provider.feeRange })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {failed ? (
          <p role="alert" className="error">
            {t(notice.checkoutFailed)}
          </p>
        ) : null}
      </div>
    )
  }
}
