import type { SessionTypes } from '@walletconnect/types'

/**
 * The session's namespaces with EVM `chain` ('eip155:1337') and `address` on it added, for a
 * session_update; undefined when the session already has that chain.
 */
export function namespacesWithChain(
  namespaces: SessionTypes.Namespaces,
  chain: string,
  address: string,
): SessionTypes.Namespaces | undefined {
  const eip155 = namespaces.eip155 ?? { accounts: [], methods: [], events: [] }
  const chains =
    eip155.chains ?? eip155.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  if (chains.includes(chain)) return undefined
  return {
    ...namespaces,
    eip155: {
      ...eip155,
      chains: [...new Set(chains), chain],
      accounts: [...eip155.accounts, `${chain}:${address}`],
    },
  }
}
