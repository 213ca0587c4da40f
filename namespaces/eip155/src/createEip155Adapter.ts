import type {
  AdapterSendFeeRequest,
  AdapterSendRequest,
  CaipNetwork,
  Connector,
  NamespaceAdapter,
} from '@appkit/kernel'
import { AppKitError } from '@appkit/kernel'
import { isEvmAddress } from '@appkit/kernel/validators'
import { TRANSACTION_HASH } from './actions/TRANSACTION_HASH.js'
import type { Eip1193Provider } from './provider/Eip1193Provider.js'
import { observeWalletProvider } from './provider/observeWalletProvider.js'
import { requireProvider } from './provider/requireProvider.js'
import type { NetworkClient, PublicClients } from './transport/createPublicClients.js'
import type { RequestObserverFactory } from './transport/RpcRequestObserver.js'
import { readConnection } from './wallet/readConnection.js'
import { watchProvider } from './wallet/watchProvider.js'

export interface CreateEip155AdapterOptions {
  /** The configured eip155 networks, or a getter for the current ones. */
  networks: readonly CaipNetwork[] | (() => readonly CaipNetwork[])
  /** Sent as `projectId` with every RPC call to the AppKit RPC and the local chains. */
  projectId?: string
  /** The AppKit RPC service; without it remote networks use their public RPCs. */
  rpcBaseUrl?: string
  /**
   * Gives the observer that hears every RPC call of the public clients (source
   * `eip155:<chainId>`) and every wallet (EIP-1193) request the adapter makes (source
   * `wallet:<connector id>`). The plugin passes its context's `requestObserver`.
   */
  requestObserver?: RequestObserverFactory
  fetch?: typeof fetch
}

/** The eip155 adapter: the kernel's NamespaceAdapter plus what the plugin needs. */
export interface Eip155Adapter extends NamespaceAdapter {
  namespace: 'eip155'
  /**
   * The network's viem client (one per network per adapter): the ranked fallback transport,
   * no actions attached; call `client.request` or pass it to an action from 'viem/actions'.
   */
  getPublicClient(network: CaipNetwork): Promise<NetworkClient>
  /**
   * The connector's wallet (EIP-1193), its requests reported to the request observer as the
   * adapter's own are (devtools lists them). Throws when the connector has no provider.
   */
  walletProvider(connector: Connector): Eip1193Provider
  send(request: AdapterSendRequest): Promise<string>
  nativeSendFee(request: AdapterSendFeeRequest): Promise<bigint>
  /** Stops the RPC ranking pings; the adapter should not be used afterwards. */
  destroy(): void
}

/**
 * The eip155 NamespaceAdapter over EIP-1193 wallets. Connecting, reconnecting and events use
 * only the wallet's provider; balances, sends and receipts load viem on first use.
 *
 * @example
 * const adapter = createEip155Adapter({ networks: [mainnet, base], projectId })
 * const { accounts, caipNetwork } = await adapter.connect(connector, {})
 */
export function createEip155Adapter(options: CreateEip155AdapterOptions): Eip155Adapter {
  const networks = () =>
    (typeof options.networks === 'function' ? options.networks() : options.networks).filter(
      (network) => network.chainNamespace === 'eip155',
    )
  const stopped = new AbortController()
  let requestCount = 0
  let clients: Promise<PublicClients> | undefined

  function publicClients(): Promise<PublicClients> {
    clients ??= import('./transport/createPublicClients.js').then(({ createPublicClients }) =>
      createPublicClients({
        ...(options.projectId ? { projectId: options.projectId } : {}),
        ...(options.rpcBaseUrl ? { rpcBaseUrl: options.rpcBaseUrl } : {}),
        ...(options.requestObserver ? { requestObserver: options.requestObserver } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
        nextId: () => ++requestCount,
        signal: stopped.signal,
      }),
    )
    return clients
  }

  /** The connector's provider, its requests reported to the observer. */
  function walletProvider(connector: Connector): Eip1193Provider {
    return observeWalletProvider(requireProvider(connector), {
      connector,
      requestObserver: options.requestObserver,
      nextId: () => ++requestCount,
    })
  }

  async function getPublicClient(network: CaipNetwork): Promise<NetworkClient> {
    if (network?.chainNamespace !== 'eip155') {
      throw new AppKitError('Chain is not supported', {
        category: 'CONFIGURATION_ERROR',
        details: `Not an eip155 network: ${String(network?.caipNetworkId)}`,
      })
    }
    return (await publicClients()).get(network)
  }

  return {
    namespace: 'eip155',
    // Spec §6 'Defaults: bitcoin payment, EVM smartAccount, polkadot and solana eoa'.
    defaultAccountType: 'smartAccount',
    getPublicClient,
    walletProvider,
    async connect(connector: Connector) {
      const result = await readConnection(
        walletProvider(connector),
        'eth_requestAccounts',
        networks(),
      )
      if (!result) {
        throw new AppKitError('Failed to connect', {
          category: 'PROVIDER_ERROR',
          details: `Connector ${connector.id} returned no accounts`,
        })
      }
      return result
    },
    async reconnect(connector) {
      if (!connector?.provider) return undefined
      return readConnection(walletProvider(connector), 'eth_accounts', networks())
    },
    async disconnect(connector) {
      if (!connector?.provider) return
      const { disconnectWallet } = await import('./wallet/disconnectWallet.js')
      await disconnectWallet(walletProvider(connector), { connector })
    },
    async switchNetwork(connector, caipNetwork) {
      const { switchNetwork } = await import('./actions/switchNetwork.js')
      await switchNetwork(walletProvider(connector), caipNetwork)
    },
    async getBalance(address, caipNetwork) {
      const { getBalance } = await import('./actions/getBalance.js')
      return getBalance(await getPublicClient(caipNetwork), { address, network: caipNetwork })
    },
    async signMessage(connector, address, message) {
      const { signMessage } = await import('./actions/signMessage.js')
      return signMessage(walletProvider(connector), { address, message })
    },
    async verifyMessage({ caipNetwork, ...request }) {
      const [{ verifyMessage }, client] = await Promise.all([
        import('./actions/verifyMessage.js'),
        getPublicClient(caipNetwork),
      ])
      return verifyMessage(client, request)
    },
    async send(request) {
      const { send } = await import('./actions/send.js')
      return send(walletProvider(request.connector), request)
    },
    async nativeSendFee(request) {
      const { estimateNativeSendFee } = await import('./actions/estimateNativeSendFee.js')
      return estimateNativeSendFee(request)
    },
    // Spec §4: after a native EVM send only the balance refreshes.
    nativeSendKeepsView: true,
    // Spec §6: balances and the email/social auth connector on EVM and solana.
    tokenBalances: true,
    authConnector: true,
    async sendTransaction(request) {
      const { sendTransaction } = await import('./actions/sendTransaction.js')
      return sendTransaction(walletProvider(request.connector), request)
    },
    async waitForTransaction(hash, caipNetwork) {
      const { waitForTransaction } = await import('./actions/waitForTransaction.js')
      await waitForTransaction(await getPublicClient(caipNetwork), hash)
    },
    isAddress: (address) => isEvmAddress(address, { strict: true }),
    isTransactionHash: (value) => TRANSACTION_HASH.test(value),
    async transactionStatus(hash, caipNetwork) {
      const { getTransactionStatus } = await import('./actions/getTransactionStatus.js')
      return getTransactionStatus(await getPublicClient(caipNetwork), hash)
    },
    async callsStatus(connector, id) {
      const { getCallsStatus } = await import('./actions/getCallsStatus.js')
      return getCallsStatus(walletProvider(connector), id)
    },
    watch(connector, events) {
      return watchProvider(requireProvider(connector), connector.id, events)
    },
    destroy() {
      stopped.abort()
    },
  }
}
