import { type NamespaceAdapter, UserRejectedRequestError } from '@appkit/kernel'
import { mnemonicToAccount } from 'viem/accounts'

/** The local chains' standard Hardhat test mnemonic (DESIGN.md), account 0. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * TEST DOUBLE: an eip155 adapter whose "wallet" is Hardhat account 0: it signs messages for
 * real (EIP-191 personal_sign), so a server can verify them. `behaviour.reject` makes the next
 * signature a user rejection (4001).
 */
export function createSigningAdapter(
  network: Parameters<NamespaceAdapter['connect']>[1]['caipNetwork'],
) {
  const account = mnemonicToAccount(TEST_MNEMONIC)
  const behaviour = { reject: false, signed: [] as string[] }
  const adapter: NamespaceAdapter = {
    namespace: 'eip155',
    connect: async (_connector, options) => ({
      accounts: [{ address: account.address, type: 'eoa' }],
      caipNetwork: options.caipNetwork ?? network!,
    }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async (_address, caipNetwork) => ({
      formatted: '0',
      value: 0n,
      decimals: 18,
      symbol: caipNetwork.nativeCurrency.symbol,
    }),
    async signMessage(_connector, _address, message) {
      if (behaviour.reject) {
        behaviour.reject = false
        throw new UserRejectedRequestError()
      }
      behaviour.signed.push(message)
      return account.signMessage({ message })
    },
    send: async () => '0x',
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
    watch: () => () => {},
  }
  return { adapter, account, behaviour }
}
