import type {
  AdapterSendFeeRequest,
  AdapterSendRequest,
  CaipNetwork,
  Connector,
  NamespaceAdapter,
} from '@appkit/kernel'
import { AppKitError } from '@appkit/kernel'
import { isSolanaAddress } from '@appkit/kernel/validators'
import type { Connection } from '@solana/web3.js'
import { rpcUrlOf } from './actions/rpcUrlOf.js'
import { SOLANA_SIGNATURE_FEE_LAMPORTS } from './actions/SOLANA_SIGNATURE_FEE_LAMPORTS.js'
import { solanaTransactionUrl } from './actions/solanaTransactionUrl.js'
import { isSolanaSignature } from './isSolanaSignature.js'
import { connectWallet } from './wallet/connectWallet.js'
import { requireWallet } from './wallet/requireWallet.js'
import { signMessage } from './wallet/signMessage.js'
import { watchWallet } from './wallet/watchWallet.js'

export interface CreateSolanaAdapterOptions {
  /** The configured solana networks, or a getter for the current ones. */
  networks: readonly CaipNetwork[] | (() => readonly CaipNetwork[])
  fetch?: typeof fetch
}

/** The solana adapter: the kernel's NamespaceAdapter plus the network's web3.js Connection. */
export interface SolanaAdapter extends NamespaceAdapter {
  namespace: 'solana'
  /** The network's @solana/web3.js Connection (one per RPC URL per adapter), loaded on use. */
  getConnection(network: CaipNetwork): Promise<Connection>
  send(request: AdapterSendRequest): Promise<string>
  nativeSendFee(request: AdapterSendFeeRequest): Promise<bigint>
}

/**
 * The solana NamespaceAdapter over Wallet Standard wallets. Connecting, signing messages and
 * events use only the wallet object; balances, sends and confirmations load @solana/web3.js on
 * first use. Accounts are of type eoa (spec §6).
 *
 * @example
 * const adapter = createSolanaAdapter({ networks: [solana, solanaDevnet] })
 * const { accounts } = await adapter.connect(connector, {})
 */
export function createSolanaAdapter(options: CreateSolanaAdapterOptions): SolanaAdapter {
  const networks = () =>
    (typeof options.networks === 'function' ? options.networks() : options.networks).filter(
      (network) => network.chainNamespace === 'solana',
    )
  const connections = new Map<string, Promise<Connection>>()

  function getConnection(network: CaipNetwork): Promise<Connection> {
    const url = rpcUrlOf(network)
    let connection = connections.get(url)
    if (!connection) {
      connection = import('@solana/web3.js').then(
        ({ Connection }) =>
          new Connection(url, {
            commitment: 'confirmed',
            disableRetryOnRateLimit: true,
            ...(options.fetch ? { fetch: options.fetch as never } : {}),
          }),
      )
      connections.set(url, connection)
    }
    return connection
  }

  function networkFor(requested: CaipNetwork | undefined): CaipNetwork {
    const network = requested?.chainNamespace === 'solana' ? requested : networks()[0]
    if (!network) {
      throw new AppKitError('Chain is not supported', {
        category: 'CONFIGURATION_ERROR',
        details: 'No solana network is configured',
      })
    }
    return network
  }

  return {
    namespace: 'solana',
    // Spec §6 'Defaults: bitcoin payment, EVM smartAccount, polkadot and solana eoa'.
    defaultAccountType: 'eoa',
    getConnection,
    async connect(connector, { caipNetwork }) {
      const caip = networkFor(caipNetwork)
      const accounts = await connectWallet(requireWallet(connector), { silent: false })
      if (accounts.length === 0) {
        throw new AppKitError('Failed to connect', {
          category: 'PROVIDER_ERROR',
          details: `Connector ${connector.id} returned no Solana accounts`,
        })
      }
      return { accounts, caipNetwork: caip }
    },
    async reconnect(connector: Connector) {
      if (!connector?.provider) return undefined
      const accounts = await connectWallet(requireWallet(connector), { silent: true })
      return accounts.length > 0 ? { accounts, caipNetwork: networkFor(undefined) } : undefined
    },
    async disconnect(connector) {
      if (!connector?.provider) return
      const wallet = requireWallet(connector)
      const feature = wallet.features['standard:disconnect'] as
        | { disconnect?: () => Promise<void> }
        | undefined
      if (typeof feature?.disconnect === 'function') await feature.disconnect()
    },
    // Solana wallets take the cluster with each request: nothing to move in the wallet.
    async switchNetwork() {},
    async getBalance(address, caipNetwork) {
      const { getBalance } = await import('./actions/getBalance.js')
      return getBalance(await getConnection(caipNetwork), { address, network: caipNetwork })
    },
    signMessage: (connector, address, message) =>
      signMessage(requireWallet(connector), { address, message }),
    async verifyMessage({ address, message, signature }) {
      const { verifySolanaSignature } = await import('./verify/verifySolanaSignature.js')
      return verifySolanaSignature({ address, message, signature })
    },
    async send(request) {
      const { send } = await import('./actions/send.js')
      return send(
        await getConnection(request.caipNetwork),
        requireWallet(request.connector),
        request,
      )
    },
    nativeSendFee: async () => SOLANA_SIGNATURE_FEE_LAMPORTS,
    // Spec §6: balances and the email/social auth connector on EVM and solana.
    tokenBalances: true,
    authConnector: true,
    async waitForTransaction(hash, caipNetwork) {
      const { waitForTransaction } = await import('./actions/waitForTransaction.js')
      await waitForTransaction(await getConnection(caipNetwork), hash)
    },
    isAddress: (address) => isSolanaAddress(address),
    isTransactionHash: isSolanaSignature,
    async transactionStatus(signature, caipNetwork) {
      const { getSignatureStatus } = await import('./actions/getSignatureStatus.js')
      return getSignatureStatus(await getConnection(caipNetwork), signature)
    },
    transactionUrl: solanaTransactionUrl,
    watch: (connector, events) => watchWallet(requireWallet(connector), connector.id, events),
  }
}
