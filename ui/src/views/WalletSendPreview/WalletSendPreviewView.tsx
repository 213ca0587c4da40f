import { numberToDecimalString, submitSend } from '@appkit/kernel'
import { useState } from 'react'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { shortAddress } from '../../utils/shortAddress.js'
import { networkImageUrl, tokenIconUrl } from '../shared/imageUrls.js'
import { useErrorText } from '../shared/useErrorText.js'
import type { ViewProps } from '../ViewProps.js'
import { formatUsd } from '../WalletSend/formatUsd.js'
import { previewAmount } from './previewAmount.js'
import { walletSendPreviewMessages as m } from './walletSendPreviewMessages.js'

const ROW = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const

/**
 * WalletSendPreview: what will be sent, to whom, on which network; Send (busy while the wallet
 * is asked) and Cancel. The summary is kept while the view shows, since a send resets the send
 * state; after a native EVM send the flow stays here (spec §4) and says the transaction was sent.
 */
export default function WalletSendPreviewView({ data }: Partial<ViewProps>) {
  const { kit, toasts } = useUi()
  const { t } = useI18n()
  const errorText = useErrorText()
  const live = useStoreSelector(kit.registry.store, (state) => ({
    token: state.send.token,
    sendTokenAmount: state.send.sendTokenAmount,
    receiverAddress: state.send.receiverAddress,
    network: state.activeCaipNetwork,
    loading: state.send.loading,
  }))
  const [summary] = useState(() => ({
    token: live.token,
    amount: previewAmount(data?.amount, numberToDecimalString(live.sendTokenAmount)),
    receiverAddress: live.receiverAddress?.trim() ?? '',
    network: live.network,
  }))
  const [sentHash, setSentHash] = useState<string>()
  const { token, amount, receiverAddress, network } = summary

  if (!token || amount === '' || receiverAddress === '') {
    return (
      <div className="centered" role="status">
        <p>{t(m.nothingToSend)}</p>
        <button type="button" className="btn" onClick={() => kit.router.replace('WalletSend')}>
          {t(m.backToSend)}
        </button>
      </div>
    )
  }

  async function send() {
    if (!token) return
    try {
      const hash = await submitSend(kit, { token, amount, receiverAddress })
      toasts.show('success', t(m.sent))
      setSentHash(hash)
    } catch (error) {
      toasts.show('error', errorText(error))
    }
  }

  const value = Number(amount) * token.price
  return (
    <div className="list">
      <div className="account">
        <RemoteImage url={tokenIconUrl(kit, token)} name={token.symbol} variant="large round" />
        <h3>
          {amount} {token.symbol}
        </h3>
        {Number.isFinite(value) ? <p className="balance">≈ {formatUsd(value)}</p> : null}
      </div>
      <dl className="list">
        <div className="item" style={ROW}>
          <dt>{t(m.to)}</dt>
          <dd title={receiverAddress}>{shortAddress(receiverAddress)}</dd>
        </div>
        <div className="item" style={ROW}>
          <dt>{t(m.network)}</dt>
          <dd style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <RemoteImage
              url={networkImageUrl(kit, network)}
              name={network?.name ?? t(m.network)}
              variant="small round"
            />
            <span aria-hidden="true">{network?.name}</span>
          </dd>
        </div>
        <div className="item" style={ROW}>
          <dt>{t(m.balance)}</dt>
          <dd>{formatBalance(token.quantity.numeric, token.symbol)}</dd>
        </div>
      </dl>
      <p className="lead" aria-live="polite">
        {live.loading ? t(m.sending) : ''}
        {sentHash ? t(m.sent) : ''}
      </p>
      {sentHash ? (
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => kit.router.reset('Account')}
        >
          {t(m.done)}
        </button>
      ) : (
        <div className="row">
          <button
            type="button"
            className="btn"
            disabled={live.loading}
            onClick={() => kit.router.goBack()}
          >
            {t(m.cancel)}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={live.loading}
            aria-busy={live.loading || undefined}
            onClick={send}
          >
            {live.loading ? <span className="spinner" aria-hidden="true" /> : null}
            {t(m.send)}
          </button>
        </div>
      )}
    </div>
  )
}
