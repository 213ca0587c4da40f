import { getMaxSendAmount, numberToDecimalString, validateSendForm } from '@appkit/kernel'
import { type FormEvent, useId, useState } from 'react'
import { ChevronIcon } from '../../components/icons.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { tokenIconUrl } from '../shared/imageUrls.js'
import { useErrorText } from '../shared/useErrorText.js'
import { formatUsd } from './formatUsd.js'
import { sendProblemText } from './sendProblemText.js'
import { useReceiverProfile } from './useReceiverProfile.js'
import { useTokenBalances } from './useTokenBalances.js'
import { walletSendMessages as m } from './walletSendMessages.js'

const PLAIN_INPUT = { paddingInlineStart: 12 } as const

/**
 * WalletSend: the token (picked in WalletSendSelectToken), the amount with Max, the receiver
 * address checked by the family's adapter, and Preview once the form can be sent. The amount and
 * receiver live in the send state (spec §3), so they survive a visit to the token list.
 */
export default function WalletSendView() {
  const { kit, toasts } = useUi()
  const { t } = useI18n()
  const errorText = useErrorText()
  useTokenBalances()
  const receiverProfile = useReceiverProfile()
  const send = useStoreSelector(kit.registry.store, (state) => {
    const namespace = state.activeNamespace
    return {
      namespace,
      from: namespace ? state.chains[namespace]?.address : undefined,
      token: state.send.token,
      sendTokenAmount: state.send.sendTokenAmount,
      receiverAddress: state.send.receiverAddress ?? '',
    }
  })
  const [amount, setAmount] = useState(() => numberToDecimalString(send.sendTokenAmount))
  const [maxPending, setMaxPending] = useState(false)
  const ids = {
    amount: useId(),
    receiver: useId(),
    message: useId(),
    balance: useId(),
    profile: useId(),
  }
  const adapter = send.namespace ? kit.adapter(send.namespace) : undefined
  const isAddress = (address: string) => adapter?.isAddress(address) ?? false
  const problem = validateSendForm(
    { token: send.token, amount, receiverAddress: send.receiverAddress },
    adapter,
  )
  const token = send.token
  const message = problem
    ? sendProblemText(problem, token ? Number(token.quantity.decimals) : undefined, t)
    : undefined
  // A field is marked invalid once it holds something wrong, not while it is still empty.
  const amountInvalid = problem?.field === 'amount' && amount.trim() !== ''
  const receiverInvalid = problem?.field === 'receiver' && send.receiverAddress.trim() !== ''

  function changeAmount(text: string) {
    setAmount(text)
    const value = Number(text)
    kit.registry.setSendState({
      sendTokenAmount: text.trim() !== '' && Number.isFinite(value) ? value : undefined,
    })
  }

  async function fillMax() {
    if (!token || !send.namespace || !send.from) return
    setMaxPending(true)
    try {
      const receiver = send.receiverAddress.trim()
      const namespace = send.namespace
      const max = await getMaxSendAmount({
        token,
        adapter,
        from: send.from,
        to: isAddress(receiver) ? receiver : undefined,
        request: (method, params) => kit.request(namespace, method, params),
      })
      changeAmount(max)
    } catch (error) {
      toasts.show('error', errorText(error))
    } finally {
      setMaxPending(false)
    }
  }

  function preview(event: FormEvent) {
    event.preventDefault()
    if (message !== undefined) return
    kit.router.push('WalletSendPreview', { amount: amount.trim() })
  }

  const typedValue = token && amount.trim() !== '' ? Number(amount) * token.price : undefined
  return (
    <form className="list" onSubmit={preview} noValidate>
      <button
        type="button"
        className="item"
        aria-label={token ? t(m.changeToken, { symbol: token.symbol }) : t(m.selectToken)}
        aria-describedby={token ? ids.balance : undefined}
        onClick={() => kit.router.push('WalletSendSelectToken')}
      >
        {token ? (
          <RemoteImage url={tokenIconUrl(kit, token)} name={token.symbol} variant="small round" />
        ) : null}
        <span className="item-name" aria-hidden="true">
          {token ? token.symbol : t(m.selectToken)}
        </span>
        <span className="chevron">
          <ChevronIcon />
        </span>
      </button>
      {token ? (
        <p className="balance" id={ids.balance}>
          {t(m.balance, { balance: formatBalance(token.quantity.numeric, token.symbol) })}
        </p>
      ) : null}

      <label className="section-title" htmlFor={ids.amount}>
        {t(m.amount)}
      </label>
      <div className="row">
        <div className="search">
          <input
            id={ids.amount}
            style={PLAIN_INPUT}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            value={amount}
            aria-invalid={amountInvalid || undefined}
            aria-describedby={ids.message}
            onChange={(event) => changeAmount(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn"
          style={{ flex: 'none' }}
          disabled={!token || maxPending}
          aria-busy={maxPending || undefined}
          onClick={fillMax}
        >
          {t(m.max)}
        </button>
      </div>
      {typedValue !== undefined && Number.isFinite(typedValue) ? (
        <p className="balance">≈ {formatUsd(typedValue)}</p>
      ) : null}

      <label className="section-title" htmlFor={ids.receiver}>
        {t(m.receiverAddress)}
      </label>
      <div className="search">
        <input
          id={ids.receiver}
          style={PLAIN_INPUT}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={send.namespace === 'solana' ? t(m.solanaAddressPlaceholder) : '0x…'}
          value={send.receiverAddress}
          aria-invalid={receiverInvalid || undefined}
          aria-describedby={`${ids.profile} ${ids.message}`}
          onChange={(event) => kit.registry.setSendState({ receiverAddress: event.target.value })}
        />
      </div>
      <div className="row" id={ids.profile} aria-live="polite">
        {receiverProfile ? (
          <>
            <RemoteImage
              url={receiverProfile.imageUrl}
              name={receiverProfile.name}
              variant="small round"
              decorative
            />
            <span className="item-name" data-testid="send-receiver-name">
              <span className="sr-only">{`${t(m.receiverName)} `}</span>
              {receiverProfile.name}
            </span>
          </>
        ) : null}
      </div>

      <p className="lead" id={ids.message} aria-live="polite">
        {message ?? ''}
      </p>
      <button type="submit" className="btn btn-primary btn-block" disabled={message !== undefined}>
        {t(m.preview)}
      </button>
    </form>
  )
}
