import { useEffect } from 'react'
import { formatWei } from '../emulator/formatWei.js'
import type { EmulatorSnapshot } from '../session/DevtoolsSession.js'
import { EmulatorFeedList } from './EmulatorFeedList.js'
import { formatTime } from './formatTime.js'

export interface EmulatorTabProps {
  emulator: EmulatorSnapshot | undefined
  readOnly: boolean
  busy: boolean
  error: string | null
  onRefresh: () => void
  onMine: (chainId: number) => void
}

/** The local emulator: chain accounts and balances, analytics received, mailbox, mining. */
export function EmulatorTab({
  emulator,
  readOnly,
  busy,
  error,
  onRefresh,
  onMine,
}: EmulatorTabProps) {
  // Ask the emulator the first time the tab is shown.
  useEffect(() => {
    if (!emulator && !readOnly) onRefresh()
  }, [emulator, readOnly, onRefresh])

  return (
    <div aria-busy={busy}>
      <div className="dt-controls">
        <button type="button" onClick={onRefresh} disabled={readOnly || busy}>
          Refresh
        </button>
        <span className="dt-dim" data-testid="devtools-emulator-status">
          {!emulator
            ? busy
              ? 'Asking the emulator…'
              : 'Not asked yet'
            : emulator.status === 'absent'
              ? `Not running against the emulator (no ${emulator.api}/emulator/state)`
              : `Emulator at ${emulator.api}, checked ${formatTime(emulator.checkedAt)}`}
        </span>
        {error ? (
          <span className="dt-error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      {emulator?.status === 'present' ? (
        <>
          {emulator.lastMined ? (
            <p data-testid="devtools-last-mined">
              Mined block
              {emulator.lastMined.blockNumber === undefined
                ? ''
                : ` #${emulator.lastMined.blockNumber}`}{' '}
              on chain {emulator.lastMined.chainId}
            </p>
          ) : null}
          {emulator.chains.map((chain) => (
            <section
              key={chain.chainId}
              className="dt-section"
              aria-label={`Chain ${chain.chainId}`}
              data-testid="devtools-emulator-chain"
            >
              <h3>
                {chain.name} ({chain.chainId})
                {chain.blockNumber === undefined ? '' : `, block ${chain.blockNumber}`}
              </h3>
              <div className="dt-controls">
                <button
                  type="button"
                  onClick={() => onMine(chain.chainId)}
                  disabled={readOnly || busy}
                >
                  Mine a block on {chain.name}
                </button>
                <span className="dt-dim">{chain.rpcUrl}</span>
                {chain.error ? <span className="dt-error">{chain.error}</span> : null}
              </div>
              <table className="dt-table">
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col">Balance</th>
                  </tr>
                </thead>
                <tbody>
                  {chain.accounts.map((account) => (
                    <tr key={account.address}>
                      <td>{account.address}</td>
                      <td>
                        {account.balanceWei === undefined
                          ? '—'
                          : formatWei(account.balanceWei, 'ETH')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
          <EmulatorFeedList
            feed={emulator.analytics}
            title="Analytics events received"
            testId="devtools-analytics"
            empty="No analytics events received yet."
          />
          <EmulatorFeedList
            feed={emulator.mailbox}
            title="Mailbox (one-time codes)"
            testId="devtools-mailbox"
            empty="The mailbox is empty."
          />
        </>
      ) : null}
    </div>
  )
}
