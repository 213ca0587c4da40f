import { useToast, type ViewProps } from '@appkit/ui'
import { type ComponentType, useEffect, useState } from 'react'
import { formatTokenAmount } from '../formatTokenAmount.js'
import { APPROVAL_FAILED, SWAP_FAILED, SWAP_SLIPPAGE_PERCENT, SWAP_VIEW } from '../policies.js'
import { failureText } from './failureText.js'
import type { SwapsViewContext } from './SwapsViewContext.js'
import { useStoreState } from './useStoreState.js'

const ROW = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const

/**
 * SwapPreview: what is paid and received, the least received at slippage 1 % (spec §9) and the
 * gas price; the allowance is checked (GET convert/allowance) and, when too small, 'Approve'
 * comes first (GET convert/build-approve); then 'Swap' (POST convert/build-transaction). Both
 * go to the wallet through the kit; success and failure are toasts.
 */
export function bindSwapPreviewView({
  ctx,
  controller,
}: SwapsViewContext): ComponentType<ViewProps> {
  return function SwapPreviewView() {
    const toast = useToast()
    const state = useStoreState(controller.store)
    const [checkFailed, setCheckFailed] = useState<string>()
    const { sourceToken, toToken, quote } = state
    const amount = controller.sourceUnits()

    function checkAllowance() {
      setCheckFailed(undefined)
      controller.checkAllowance().catch((error: unknown) => {
        setCheckFailed(failureText(error) ?? 'Could not check the allowance')
      })
    }

    // biome-ignore lint/correctness/useExhaustiveDependencies: checks again only for a new amount
    useEffect(() => {
      if (amount !== undefined) checkAllowance()
    }, [amount])

    if (!sourceToken || !toToken || !quote || amount === undefined) {
      return (
        <div className="centered" role="status">
          <p>Nothing to swap yet</p>
          <button type="button" className="btn" onClick={() => ctx.router.replace(SWAP_VIEW)}>
            Back to Swap
          </button>
        </div>
      )
    }

    const busy = state.status !== 'idle'
    const minimum = (quote.toAmount * BigInt(100 - SWAP_SLIPPAGE_PERCENT)) / 100n

    async function approve() {
      if (!sourceToken) return
      try {
        await controller.approve()
        toast.show('success', `${sourceToken.symbol} approved for swapping`)
      } catch (error) {
        toast.show('error', `${APPROVAL_FAILED}: ${failureText(error) ?? 'Something went wrong'}`)
      }
    }

    async function swap() {
      try {
        const receipt = await controller.swap()
        toast.show('success', `Swapped ${receipt.sold} for ${receipt.bought}`)
        if (!ctx.router.goBack()) ctx.router.replace(SWAP_VIEW)
      } catch (error) {
        toast.show('error', `${SWAP_FAILED}: ${failureText(error) ?? 'Something went wrong'}`)
      }
    }

    return (
      <div className="list">
        <dl className="list">
          <div className="item" style={ROW}>
            <dt>You pay</dt>
            <dd data-testid="swap-preview-pay">
              {formatTokenAmount(amount, sourceToken.decimals)} {sourceToken.symbol}
            </dd>
          </div>
          <div className="item" style={ROW}>
            <dt>You receive</dt>
            <dd data-testid="swap-preview-receive">
              ≈ {formatTokenAmount(quote.toAmount, toToken.decimals, 4)} {toToken.symbol}
            </dd>
          </div>
          <div className="item" style={ROW}>
            <dt>Minimum received (slippage {SWAP_SLIPPAGE_PERCENT}%)</dt>
            <dd>
              {formatTokenAmount(minimum, toToken.decimals, 4)} {toToken.symbol}
            </dd>
          </div>
          {state.gasPrice !== undefined ? (
            <div className="item" style={ROW}>
              <dt>Gas price</dt>
              <dd>{formatTokenAmount(state.gasPrice, 9, 3)} gwei</dd>
            </div>
          ) : null}
          <div className="item" style={ROW}>
            <dt>Network</dt>
            <dd>{ctx.registry.store.getState().activeCaipNetwork?.name}</dd>
          </div>
        </dl>
        <p className="lead" aria-live="polite">
          {state.status === 'checking' ? 'Checking the allowance…' : ''}
          {state.status === 'approving' ? 'Approving… confirm in your wallet' : ''}
          {state.status === 'swapping' ? 'Swapping… confirm in your wallet' : ''}
          {state.approvalNeeded && !busy
            ? `Allow the swap to use your ${sourceToken.symbol} first`
            : ''}
        </p>
        {checkFailed ? (
          <div className="row">
            <p role="alert">{checkFailed}</p>
            <button type="button" className="btn" disabled={busy} onClick={checkAllowance}>
              Try again
            </button>
          </div>
        ) : null}
        <div className="row">
          <button type="button" className="btn" disabled={busy} onClick={() => ctx.router.goBack()}>
            Cancel
          </button>
          {state.approvalNeeded ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              aria-busy={state.status === 'approving' || undefined}
              onClick={() => void approve()}
            >
              Approve {sourceToken.symbol}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || state.approvalNeeded === undefined}
              aria-busy={state.status === 'swapping' || undefined}
              onClick={() => void swap()}
            >
              Swap
            </button>
          )}
        </div>
      </div>
    )
  }
}
