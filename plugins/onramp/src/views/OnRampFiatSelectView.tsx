import { imageByIdUrl } from '@appkit/kernel'
import { useI18n, type ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import { paymentLimitFor } from '../checkPaymentAmount.js'
import { ONRAMP_PROVIDERS_VIEW } from '../policies.js'
import { CurrencyIcon } from './CurrencyIcon.js'
import { formatDecimalText } from './formatAmount.js'
import type { OnRampViewContext } from './OnRampViewContext.js'
import { onRampFiatSelectMessages as m } from './onRampFiatSelectMessages.js'
import { useStoreState } from './useStoreState.js'

/** OnRampFiatSelect: the fiat currencies to pay with and their card limits; choosing goes back. */
export function bindOnRampFiatSelectView({
  ctx,
  controller,
}: Pick<OnRampViewContext, 'ctx' | 'controller'>): ComponentType<ViewProps> {
  return function OnRampFiatSelectView() {
    const { t, formatNumber } = useI18n()
    const state = useStoreState(controller.store)
    return (
      <ul className="list" aria-label={t(m.currencies)}>
        {state.paymentCurrencies.map((currency) => {
          const limit = paymentLimitFor(currency)
          return (
            <li key={currency.id}>
              <button
                type="button"
                className="item"
                aria-current={currency.id === state.paymentCurrency.id ? 'true' : undefined}
                onClick={() => {
                  controller.setPaymentCurrency(currency)
                  if (!ctx.router.goBack()) ctx.router.replace(ONRAMP_PROVIDERS_VIEW)
                }}
              >
                <CurrencyIcon
                  url={imageByIdUrl(ctx.urls.api, 'currency', currency.id, ctx.apiQuery)}
                  label={currency.id}
                />
                <span className="item-name">{currency.id}</span>
                {limit ? (
                  <span className="balance">
                    {t(m.limits, {
                      min: formatDecimalText(formatNumber, limit.min),
                      max: formatDecimalText(formatNumber, limit.max),
                    })}
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    )
  }
}
