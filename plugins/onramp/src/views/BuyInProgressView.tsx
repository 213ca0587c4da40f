import { useI18n, type ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import { isWebUrl } from '../isWebUrl.js'
import { buyInProgressMessages as m } from './buyInProgressMessages.js'
import type { OnRampViewContext } from './OnRampViewContext.js'
import { useStoreState } from './useStoreState.js'

/**
 * BuyInProgress: the purchase goes on in the provider's window; it can be opened again, and
 * the account (whose balances refresh when it shows) is one click away.
 */
export function bindBuyInProgressView({
  ctx,
  controller,
  openWindow,
}: OnRampViewContext): ComponentType<ViewProps> {
  return function BuyInProgressView() {
    const { t } = useI18n()
    const state = useStoreState(controller.store)
    const provider = state.selectedProvider?.label
    const url = state.checkoutUrl
    return (
      <div className="status">
        <h3>{t(m.buying, { symbol: state.purchaseCurrency.symbol })}</h3>
        <p role="status">
          {provider ? t(m.completeInProvider, { provider }) : t(m.completeInUnnamedProvider)}
        </p>
        {url && isWebUrl(url) ? (
          <button type="button" className="btn btn-block" onClick={() => openWindow(url)}>
            {provider ? t(m.openProviderAgain, { provider }) : t(m.openUnnamedProviderAgain)}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => {
            controller.reset()
            ctx.router.reset('Account')
          }}
        >
          {t(m.backToAccount)}
        </button>
      </div>
    )
  }
}
