'use client'

import { useAccount, useBalance, useNetwork } from '@appkit/ui'

/** The connected account: address, network and native balance. */
export function AccountCard() {
  const { address, isConnected, status } = useAccount()
  const { caipNetwork } = useNetwork()
  const { formatted } = useBalance()
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      {isConnected ? (
        <dl>
          <dt>Address</dt>
          <dd data-testid="account-address">{address}</dd>
          <dt>Network</dt>
          <dd data-testid="account-network">{caipNetwork?.name}</dd>
          <dt>Balance</dt>
          <dd data-testid="account-balance">{formatted ?? '…'}</dd>
        </dl>
      ) : (
        <p data-testid="account-status">Not connected ({status})</p>
      )}
    </section>
  )
}
