import { imageByIdUrl } from '@appkit/kernel'
import type { ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import { ONRAMP_PROVIDERS_VIEW } from '../policies.js'
import { CurrencyIcon } from './CurrencyIcon.js'
import type { OnRampViewContext } from './OnRampViewContext.js'
import { useStoreState } from './useStoreState.js'

/** OnRampTokenSelect: the currencies on offer (GET onramp/options); choosing one goes back. */
export function bindOnRampTokenSelectView({
  ctx,
  controller,
}: Pick<OnRampViewContext, 'ctx' | 'controller'>): ComponentType<ViewProps> {
  return function OnRampTokenSelectView() {
    const state = useStoreState(controller.store)
    return (
      <ul className="list" aria-label="Tokens">
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
                  {currency.symbol} on{' '}
                  {currency.networks.map((network) => network.display_name).join(', ')}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    )
  }
}
