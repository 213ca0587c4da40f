import type {
  AdapterEvents,
  AdapterSendRequest,
  AdapterTransactionRequest,
  NamespaceAdapter,
} from '../../adapters/NamespaceAdapter.js'
import type { AccountType } from '../../types/Account.js'
import type { CaipNetwork } from '../../types/CaipNetwork.js'
import type { ChainNamespace } from '../../types/ChainNamespace.js'

/** The family abilities a test gives its memory adapter; `send: false` drops its send. */
export type MemoryFamilyAbilities = Partial<
  Pick<
    NamespaceAdapter,
    | 'tokenBalances'
    | 'authConnector'
    | 'nativeSendKeepsView'
    | 'nativeSendFee'
    | 'defaultAccountType'
  >
> & { send?: false }

/** What the real eip155 adapter says about its family (spec §4 and §6). */
export const EVM_ABILITIES: MemoryFamilyAbilities = Object.freeze({
  nativeSendKeepsView: true,
  tokenBalances: true,
  authConnector: true,
  defaultAccountType: 'smartAccount',
})

/** What the real solana adapter says about its family (spec §6). */
export const SOLANA_ABILITIES: MemoryFamilyAbilities = Object.freeze({
  tokenBalances: true,
  authConnector: true,
})

/**
 * TEST DOUBLE: an in-memory adapter for the kernel's own action tests. Real adapters are tested
 * against real chains in their namespace packages; this one records calls and lets a test decide
 * what the "wallet" answers. It sends unless `abilities.send` is false.
 */
export function createMemoryAdapter(
  namespace: ChainNamespace,
  wallet: { address: string; network: CaipNetwork; balance?: string; accountType?: AccountType },
  abilities: MemoryFamilyAbilities = {},
) {
  const accounts = () => [{ address: wallet.address, type: wallet.accountType ?? 'eoa' }]
  const calls: { method: string; args: unknown[] }[] = []
  let events: AdapterEvents | undefined
  /** The wallet events each watched connector is subscribed with, by connector id. */
  const watchers = new Map<string, AdapterEvents>()
  const behaviour = {
    connect: (): Promise<void> => Promise.resolve(),
    reconnect: (): Promise<boolean> => Promise.resolve(true),
    disconnect: (): Promise<void> => Promise.resolve(),
    switchNetwork: (): Promise<void> => Promise.resolve(),
    send: (): Promise<string> => Promise.resolve('0xhash'),
    waitForTransaction: (): Promise<void> => Promise.resolve(),
    getBalance: (): Promise<void> => Promise.resolve(),
  }
  const adapter: NamespaceAdapter = {
    namespace,
    async connect(connector, options) {
      calls.push({ method: 'connect', args: [connector.id, options] })
      await behaviour.connect()
      return { accounts: accounts(), caipNetwork: wallet.network }
    },
    async reconnect(connector) {
      calls.push({ method: 'reconnect', args: [connector.id] })
      return (await behaviour.reconnect())
        ? { accounts: accounts(), caipNetwork: wallet.network }
        : undefined
    },
    async disconnect(connector) {
      calls.push({ method: 'disconnect', args: [connector.id] })
      await behaviour.disconnect()
    },
    async switchNetwork(connector, caipNetwork) {
      calls.push({ method: 'switchNetwork', args: [connector.id, caipNetwork.caipNetworkId] })
      await behaviour.switchNetwork()
      wallet.network = caipNetwork
    },
    async getBalance(address, caipNetwork) {
      calls.push({ method: 'getBalance', args: [address, caipNetwork.caipNetworkId] })
      await behaviour.getBalance()
      return {
        formatted: wallet.balance ?? '0',
        value: 0n,
        decimals: 18,
        symbol: caipNetwork.nativeCurrency.symbol,
      }
    },
    async signMessage(connector, address, message) {
      calls.push({ method: 'signMessage', args: [connector.id, address, message] })
      return `signed:${message}`
    },
    async send(request: AdapterSendRequest) {
      calls.push({ method: 'send', args: [request] })
      return behaviour.send()
    },
    async sendTransaction(request: AdapterTransactionRequest) {
      calls.push({ method: 'sendTransaction', args: [request] })
      return behaviour.send()
    },
    async waitForTransaction(hash) {
      calls.push({ method: 'waitForTransaction', args: [hash] })
      await behaviour.waitForTransaction()
    },
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
    watch(connector, adapterEvents) {
      events = adapterEvents
      watchers.set(connector.id, adapterEvents)
      return () => {
        if (events === adapterEvents) events = undefined
        watchers.delete(connector.id)
      }
    },
  }
  const { send: canSend, ...rest } = abilities
  Object.assign(adapter, rest)
  if (canSend === false) delete adapter.send
  return {
    adapter,
    calls,
    behaviour,
    wallet,
    /** The events of the last watched connector. */
    emit: () => events,
    /** The connector ids whose events are followed now. */
    watching: () => [...watchers.keys()],
  }
}
