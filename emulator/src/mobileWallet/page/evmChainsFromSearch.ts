import { LOCAL_EVM_CHAINS } from './approvedNamespaces.js'

/**
 * The local EVM chains the wallet page approves in sessions: `?chains=eip155:31337` (a comma list)
 * narrows them, to test a dapp against a wallet that did not approve all its networks. Unknown
 * chains are ignored; nothing left (or no parameter) means both.
 *
 * @example evmChainsFromSearch('?chains=eip155:31337') // ['eip155:31337']
 */
export function evmChainsFromSearch(search: string): readonly string[] {
  const asked = new URLSearchParams(search).get('chains')?.split(',') ?? []
  const chains = LOCAL_EVM_CHAINS.filter((chain) => asked.includes(chain))
  return chains.length > 0 ? chains : LOCAL_EVM_CHAINS
}
