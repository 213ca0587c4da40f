import { imageByIdUrl } from '@appkit/kernel'
import { useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, useMemo } from 'react'
import { ONRAMP_PROVIDERS_VIEW } from '../policies.js'
import { CurrencyIcon } from './CurrencyIcon.js'
import type { OnRampViewContext } from './OnRampViewContext.js'
import { onRampTokenSelectMessages as m } from './onRampTokenSelectMessages.js'
import { useStoreState } from './useStoreState.js'

/** OnRampTokenSelect: the currencies on offer (GET onramp/options); choosing one goes back. */
export function bindOnRampTokenSelectView({
  ctx,
  controller,
}: Pick<OnRampViewContext, 'ctx' | 'controller'>): ComponentType<ViewProps> {
  return function OnRampTokenSelectView() {
    const { t, locale } = useI18n()
    // The networks' names as a list in the locale ('Ethereum, Polygon').
    const networkList = useMemo(
      () => new Intl.ListFormat(locale, { type: 'unit', style: 'short' }),
      [locale],
    )
    const state = useStoreState(controller.store)
    return (
      <ul className="list" aria-label={t(m.tokens)}>
        {state.purchaseCurrencies.map((currency) => (
          <li key={currency.id}>
            <button
              type="button"
              className="item"
              aria-current={currency.id === state.purchaseCurrency.id ? 'true' : undefined}
              onClick={() => {
                controller.setPurchaseCurrency(currency)
                if (!ctx.router.goBack()) ctx.router.replace(ONRAMP_PROVIDERS_VIEW)
              }}
            >
              <CurrencyIcon
                url={imageByIdUrl(ctx.urls.api, 'token', currency.symbol, ctx.apiQuery)}
                label={currency.symbol}
              />
              <span className="item-name">
                {currency.name}
                <br />
                <span className="balance">
                  {t(m.symbolOnNetworks, {
                    symbol: currency.symbol,
                    networks: networkList.format(
                      currency.networks.map((network) => network.display_name),
                    ),
                  })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    )
  }
}
