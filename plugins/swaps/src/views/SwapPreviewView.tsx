import { useI18n, useToast, type ViewProps } from '@appkit/ui'
import { type ComponentType, useEffect, useState } from 'react'
import { SWAP_SLIPPAGE_PERCENT, SWAP_VIEW } from '../policies.js'
import { failureText } from './failureText.js'
import { formatLocalTokenAmount } from './formatLocalTokenAmount.js'
import type { SwapsViewContext } from './SwapsViewContext.js'
import { swapPreviewMessages as m } from './swapPreviewMessages.js'
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
    const { t, formatNumber } = useI18n()
    const toast = useToast()
    const state = useStoreState(controller.store)
    // The check's failure: the error's own text, or null to say it in the visitor's locale.
    const [checkFailed, setCheckFailed] = useState<string | null>()
    const { sourceToken, toToken, quote } = state
    const amount = controller.sourceUnits()

    function checkAllowance() {
      setCheckFailed(undefined)
      controller.checkAllowance().catch((error: unknown) => {
        setCheckFailed(failureText(error) ?? null)
      })
    }

    // biome-ignore lint/correctness/useExhaustiveDependencies: checks again only for a new amount
    useEffect(() => {
      if (amount !== undefined) checkAllowance()
    }, [amount])

    if (!sourceToken || !toToken || !quote || amount === undefined) {
      return (
        <div className="centered" role="status">
          <p>{t(m.nothingToSwap)}</p>
          <button type="button" className="btn" onClick={() => ctx.router.replace(SWAP_VIEW)}>
            {t(m.backToSwap)}
          </button>
        </div>
      )
    }

    const busy = state.status !== 'idle'
    const minimum = (quote.toAmount * BigInt(100 - SWAP_SLIPPAGE_PERCENT)) / 100n
    const pay = formatLocalTokenAmount(formatNumber, amount, sourceToken.decimals)
    const receive = formatLocalTokenAmount(formatNumber, quote.toAmount, toToken.decimals, 4)
    const reason = (error: unknown) => failureText(error) ?? t(m.somethingWentWrong)

    async function approve() {
      if (!sourceToken) return
      try {
        await controller.approve()
        toast.show('success', t(m.approved, { symbol: sourceToken.symbol }))
      } catch (error) {
        toast.show('error', t(m.approvalFailed, { reason: reason(error) }))
      }
    }

    // The toast names the trade this view shows, which is the one the controller sends.
    async function swap() {
      if (!sourceToken || !toToken) return
      try {
        await controller.swap()
        toast.show(
          'success',
          t(m.swapped, {
            soldAmount: pay,
            soldSymbol: sourceToken.symbol,
            boughtAmount: receive,
            boughtSymbol: toToken.symbol,
          }),
        )
        if (!ctx.router.goBack()) ctx.router.replace(SWAP_VIEW)
      } catch (error) {
        toast.show('error', t(m.swapFailed, { reason: reason(error) }))
      }
    }

    return (
      <div className="list">
        <dl className="list">
          <div className="item" style={ROW}>
            <dt>{t(m.youPay)}</dt>
            <dd data-testid="swap-preview-pay">
              {t(m.tokenAmount, { amount: pay, symbol: sourceToken.symbol })}
            </dd>
          </div>
          <div className="item" style={ROW}>
            <dt>{t(m.youReceive)}</dt>
            <dd data-testid="swap-preview-receive">
              {t(m.approximateAmount, { amount: receive, symbol: toToken.symbol })}
            </dd>
          </div>
          <div className="item" style={ROW}>
            <dt>{t(m.minimumReceived, { slippage: SWAP_SLIPPAGE_PERCENT / 100 })}</dt>
            <dd>
              {t(m.tokenAmount, {
                amount: formatLocalTokenAmount(formatNumber, minimum, toToken.decimals, 4),
                symbol: toToken.symbol,
              })}
            </dd>
          </div>
          {state.gasPrice !== undefined ? (
            <div className="item" style={ROW}>
              <dt>{t(m.gasPrice)}</dt>
              <dd>
                {t(m.gasPriceInGwei, {
                  amount: formatLocalTokenAmount(formatNumber, state.gasPrice, 9, 3),
                })}
              </dd>
            </div>
          ) : null}
          <div className="item" style={ROW}>
            <dt>{t(m.network)}</dt>
            <dd>{ctx.registry.store.getState().activeCaipNetwork?.name}</dd>
          </div>
        </dl>
        <p className="lead" aria-live="polite">
          {state.status === 'checking' ? t(m.checkingAllowance) : ''}
          {state.status === 'approving' ? t(m.approving) : ''}
          {state.status === 'swapping' ? t(m.swapping) : ''}
          {state.approvalNeeded && !busy ? t(m.approveFirst, { symbol: sourceToken.symbol }) : ''}
        </p>
        {checkFailed !== undefined ? (
          <div className="row">
            <p role="alert">{checkFailed ?? t(m.allowanceCheckFailed)}</p>
            <button type="button" className="btn" disabled={busy} onClick={checkAllowance}>
              {t(m.tryAgain)}
            </button>
          </div>
        ) : null}
        <div className="row">
          <button type="button" className="btn" disabled={busy} onClick={() => ctx.router.goBack()}>
            {t(m.cancel)}
          </button>
          {state.approvalNeeded ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              aria-busy={state.status === 'approving' || undefined}
              onClick={() => void approve()}
            >
              {t(m.approve, { symbol: sourceToken.symbol })}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || state.approvalNeeded === undefined}
              aria-busy={state.status === 'swapping' || undefined}
              onClick={() => void swap()}
            >
              {t(m.swap)}
            </button>
          )}
        </div>
      </div>
    )
  }
}
