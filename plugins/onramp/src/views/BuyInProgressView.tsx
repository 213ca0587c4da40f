import type { ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import { isWebUrl } from '../isWebUrl.js'
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
    const state = useStoreState(controller.store)
    const provider = state.selectedProvider?.label ?? 'the provider'
    const url = state.checkoutUrl
    return (
      <div className="status">
        <h3>Buying {state.purchaseCurrency.symbol}</h3>
        <p role="status">Complete the purchase in the {provider} window.</p>
        {url && isWebUrl(url) ? (
          <button type="button" className="btn btn-block" onClick={() => openWindow(url)}>
            Open {provider} again
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
          Back to account
        </button>
      </div>
    )
  }
}
