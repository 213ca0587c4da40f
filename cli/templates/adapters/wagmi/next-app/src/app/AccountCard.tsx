'use client'

import { formatUnits } from 'viem'
import { useBalance, useConnection } from 'wagmi'

/**
 * The connected account as wagmi sees it (useConnection is wagmi 3's name for useAccount):
 * address, network and native balance.
 */
export function AccountCard() {
  const { address, chain, status } = useConnection()
  const balance = useBalance({ address })
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      {address ? (
        <dl>
          <dt>Address</dt>
          <dd data-testid="account-address">{address}</dd>
          <dt>Network</dt>
          <dd data-testid="account-network">{chain?.name}</dd>
          <dt>Balance</dt>
          <dd data-testid="account-balance">
            {balance.data
              ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
              : '…'}
          </dd>
        </dl>
      ) : (
        <p data-testid="account-status">Not connected ({status})</p>
      )}
    </section>
  )
}
