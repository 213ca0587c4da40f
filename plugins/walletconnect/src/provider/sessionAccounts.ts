import type { SessionLike } from './UniversalProviderLike.js'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

function namespaceEntries(session: SessionLike | undefined, namespace: string) {
  if (!session) return []
  return Object.entries(session.namespaces ?? {}).filter(
    ([key]) => key === namespace || key.startsWith(`${namespace}:`),
  )
}

/**
 * The session's CAIP-10 accounts of one namespace (`eip155:1:0xabc`), whether the wallet keyed
 * it 'eip155' or per chain ('eip155:1'). Malformed entries are left out: the wallet is untrusted.
 */
export function sessionAccounts(session: SessionLike | undefined, namespace: string): string[] {
  const accounts = namespaceEntries(session, namespace).flatMap(([, entry]) =>
    Array.isArray(entry?.accounts) ? entry.accounts : [],
  )
  return [
    ...new Set(
      accounts.filter(
        (account): account is string =>
          typeof account === 'string' &&
          account.split(':').length === 3 &&
          account.startsWith(`${namespace}:`),
      ),
    ),
  ]
}

/** The chain references the session approved in a namespace (from its accounts and chains). */
export function sessionChains(session: SessionLike | undefined, namespace: string): string[] {
  const fromAccounts = sessionAccounts(session, namespace).map((account) => account.split(':')[1]!)
  const fromChains = namespaceEntries(session, namespace).flatMap(([, entry]) =>
    (Array.isArray(entry?.chains) ? entry.chains : [])
      .filter((chain): chain is string => typeof chain === 'string')
      .filter((chain) => chain.startsWith(`${namespace}:`))
      .map((chain) => chain.slice(namespace.length + 1)),
  )
  return [...new Set([...fromAccounts, ...fromChains])]
}

/** The methods the session allows in a namespace. */
export function sessionMethods(session: SessionLike | undefined, namespace: string): string[] {
  return namespaceEntries(session, namespace).flatMap(([, entry]) =>
    Array.isArray(entry?.methods) ? entry.methods : [],
  )
}

/**
 * The EVM addresses of the session on chain `chainId` (what eth_accounts answers); all of
 * them when it has none on that chain.
 */
export function evmAddresses(
  session: SessionLike | undefined,
  chainId: number | undefined,
): string[] {
  const accounts = sessionAccounts(session, 'eip155')
    .map((account) => account.split(':'))
    .filter(([, , address]) => EVM_ADDRESS.test(address ?? ''))
  const onChain = accounts.filter(([, reference]) => reference === String(chainId))
  return [...new Set((onChain.length > 0 ? onChain : accounts).map(([, , address]) => address!))]
}
