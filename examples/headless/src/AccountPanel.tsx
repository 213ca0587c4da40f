import { useAccount, useDisconnect } from '@appkit/ui'

/** Who is connected, and a way out. */
export function AccountPanel() {
  const { address, status, isConnected } = useAccount()
  const { disconnect } = useDisconnect()
  return (
    <section className="panel" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <p data-testid="account-status">{status}</p>
      {address ? <p data-testid="account-address">{address}</p> : null}
      {isConnected ? (
        <button type="button" onClick={() => void disconnect()}>
          Disconnect
        </button>
      ) : null}
    </section>
  )
}
