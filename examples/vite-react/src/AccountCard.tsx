import { truncateDecimals } from '@appkit/kernel'
import { useAccount, useBalance, useNetwork } from '@appkit/ui'
import { useEffect, useState } from 'react'
import { readTokenBalance } from './readTokenBalance.js'

/** What the connected account holds: native balance from the kit, test tokens read from the chain. */
export function AccountCard() {
  const { address, isConnected, status } = useAccount()
  const { caipNetwork, chainId } = useNetwork()
  const { formatted } = useBalance()
  const [tokens, setTokens] = useState<string>()

  useEffect(() => {
    if (!address || chainId === undefined || formatted === undefined) return
    let current = true
    readTokenBalance(Number(chainId), address).then(
      (value) => current && setTokens(truncateDecimals(value, 2)),
      () => current && setTokens(undefined),
    )
    return () => {
      current = false
    }
  }, [address, chainId, formatted])

  return (
    <section className="demo__card" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      {isConnected ? (
        <dl>
          <dt>Address</dt>
          <dd data-testid="account-address">{address}</dd>
          <dt>Network</dt>
          <dd data-testid="account-network">{caipNetwork?.name}</dd>
          <dt>Balance</dt>
          <dd data-testid="account-balance">{formatted ?? '…'}</dd>
          <dt>Test tokens</dt>
          <dd data-testid="account-tokens">{tokens === undefined ? '…' : `${tokens} TEST`}</dd>
        </dl>
      ) : (
        <p data-testid="account-status">Not connected ({status})</p>
      )}
    </section>
  )
}
