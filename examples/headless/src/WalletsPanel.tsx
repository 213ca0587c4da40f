import { useAccount, useConnect, useWallets, type WalletOption } from '@appkit/ui'
import { PairingPanel } from './PairingPanel.js'

function WalletButton({ wallet, onPick }: { wallet: WalletOption; onPick(): void }) {
  const tag = wallet.recent ? 'Recent' : wallet.installed ? 'Installed' : undefined
  return (
    <li>
      <button type="button" className="wallet" onClick={onPick}>
        {wallet.imageUrl ? <img src={wallet.imageUrl} alt="" width={28} height={28} /> : null}
        <span>Connect {wallet.name}</span>
        {tag ? <span className="wallet__tag">{tag}</span> : null}
      </button>
    </li>
  )
}

/** The app's own wallet list (installed wallets first), its search, and the pairing it starts. */
export function WalletsPanel() {
  const { isConnected } = useAccount()
  const { wallets, installed, query, search, loadMore, hasMore, loading, error, retry } =
    useWallets()
  const { connect, status, error: connectError, pairing, cancel } = useConnect()
  if (isConnected) return null
  return (
    <section className="panel" aria-labelledby="wallets-title">
      <h2 id="wallets-title">Connect a wallet</h2>
      <p>
        {installed.length === 0
          ? 'No wallet found in this browser.'
          : `${installed.length} installed in this browser.`}
      </p>
      {status === 'connecting' ? <p role="status">Approve the connection in your wallet…</p> : null}
      {connectError ? (
        <p role="alert" data-testid="connect-error">
          {connectError.shortMessage}
        </p>
      ) : null}
      {status === 'pairing' && pairing ? (
        <PairingPanel pairing={pairing} onCancel={cancel} />
      ) : null}
      <input
        type="search"
        aria-label="Search wallets"
        placeholder="Search wallets"
        value={query}
        onChange={(event) => search(event.target.value)}
      />
      <ul className="wallets" aria-label="Wallets" aria-busy={loading}>
        {wallets.map((wallet) => (
          <WalletButton key={wallet.id} wallet={wallet} onPick={() => void connect(wallet)} />
        ))}
      </ul>
      {error ? (
        <button type="button" onClick={retry}>
          The wallet list did not load: try again
        </button>
      ) : null}
      {hasMore ? (
        <button type="button" disabled={loading} onClick={loadMore}>
          More wallets
        </button>
      ) : null}
    </section>
  )
}
