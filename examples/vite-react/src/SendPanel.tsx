import { useAccount, useAppKit, useNetwork } from '@appkit/ui'
import { type FormEvent, useState } from 'react'
import { demoConfig } from './demoConfig.js'

type Asset = 'native' | 'token'

/** Sends the native currency or the emulator's test token with kit.send. */
export function SendPanel() {
  const { kit } = useAppKit()
  const { isConnected } = useAccount()
  const { caipNetwork } = useNetwork()
  const [asset, setAsset] = useState<Asset>('native')
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [hash, setHash] = useState<string>()
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    setHash(undefined)
    setSending(true)
    try {
      const native = caipNetwork?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
      const token =
        asset === 'native'
          ? { symbol: native.symbol, decimals: native.decimals }
          : { symbol: 'TEST', decimals: 18, address: demoConfig.tokenAddress }
      setHash(await kit.send({ amount, receiverAddress: to, token }))
    } catch (failure) {
      const shortMessage = (failure as { shortMessage?: string }).shortMessage
      setError(shortMessage ?? (failure instanceof Error ? failure.message : String(failure)))
    } finally {
      setSending(false)
    }
  }

  return (
    <section className="demo__card" aria-labelledby="send-title">
      <h2 id="send-title">Send</h2>
      <form onSubmit={submit}>
        <label>
          Asset
          <select
            data-testid="send-asset"
            value={asset}
            onChange={(event) => setAsset(event.target.value as Asset)}
          >
            {/* An unknown network (wallet on a chain the app lacks) has an empty symbol. */}
            <option value="native">{caipNetwork?.nativeCurrency.symbol || 'ETH'}</option>
            <option value="token">TEST token</option>
          </select>
        </label>
        <label>
          To
          <input
            data-testid="send-to"
            value={to}
            placeholder="0x…"
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <label>
          Amount
          <input
            data-testid="send-amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <button type="submit" data-testid="send-button" disabled={!isConnected || sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </form>
      {hash ? (
        <p data-testid="send-hash">
          Sent: <code>{hash}</code>
        </p>
      ) : null}
      {error ? (
        <p role="alert" data-testid="send-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
