import type { ChainNamespace, NamespaceAdapter } from '@appkit/kernel'

const unused = () => Promise.reject(new Error('not used in this test'))

/**
 * What the eip155 adapter says about its family (spec §4 and §6): it sends (keeping the view
 * after a native send), the data API serves its token balances, the auth connector supports it,
 * and its accounts start as smart accounts.
 */
export const EVM_FAMILY = {
  send: unused,
  nativeSendKeepsView: true,
  tokenBalances: true,
  authConnector: true,
  defaultAccountType: 'smartAccount',
} as const satisfies Partial<NamespaceAdapter>

/**
 * TEST DOUBLE: a family's adapter for views that only read what the family can do; its wallet
 * calls reject (a test that needs one passes it in `members`).
 */
export function createStandInAdapter(
  namespace: ChainNamespace,
  members: Partial<NamespaceAdapter> = {},
): NamespaceAdapter {
  return {
    namespace,
    connect: unused,
    reconnect: unused,
    disconnect: unused,
    switchNetwork: unused,
    getBalance: unused,
    signMessage: unused,
    isAddress: () => false,
    watch: () => () => {},
    ...members,
  }
}
