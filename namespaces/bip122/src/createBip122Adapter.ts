import type { CaipNetwork, Connector, NamespaceAdapter } from '@appkit/kernel'
import { AppKitError } from '@appkit/kernel'
import { accountsFrom } from './accountsFrom.js'
import { isSignMessageResult, type SignPsbtParams } from './discovery/BitcoinProvider.js'
import { requestBitcoin } from './discovery/requestBitcoin.js'
import { type BitcoinAddressNetwork, isBitcoinAddress } from './isBitcoinAddress.js'

export const UNSUPPORTED_CHAINS_MESSAGE =
  'The connector does not support any of the requested chains'

export interface CreateBip122AdapterOptions {
  /** The configured bip122 networks, or a getter for the current ones. */
  networks: readonly CaipNetwork[] | (() => readonly CaipNetwork[])
}

/** The bip122 adapter: the kernel's NamespaceAdapter plus PSBT signing. */
export interface Bip122Adapter extends NamespaceAdapter {
  namespace: 'bip122'
  /** Signs a PSBT's inputs with the connected wallet (bitcoinjs-lib checks it, loaded lazily). */
  signPsbt(connector: Connector, params: SignPsbtParams): Promise<{ psbt: string; txid?: string }>
}

function unsupported(what: string): AppKitError {
  return new AppKitError('Unsupported chain', {
    category: 'VALIDATION_ERROR',
    details: `${what} is not available for bip122 networks`,
  })
}

function addressNetwork(network: CaipNetwork): BitcoinAddressNetwork {
  return network.testnet ? 'testnet' : 'mainnet'
}

/**
 * The bip122 NamespaceAdapter over sats-connect style Bitcoin providers: `getAccounts` for the
 * payment and ordinals accounts (payment first, the default), `signMessage` (a base64
 * signature, BIP-137 or BIP-322 as the wallet signs) and `signPsbt`. A connector serves the
 * networks of its `chains`: when none of them is configured the connect fails with spec §5's
 * 'The connector does not support any of the requested chains'.
 *
 * @example
 * const adapter = createBip122Adapter({ networks: [bitcoin] })
 * const { accounts } = await adapter.connect(connector, {}) // [payment, ordinal]
 */
export function createBip122Adapter(options: CreateBip122AdapterOptions): Bip122Adapter {
  const networks = () =>
    (typeof options.networks === 'function' ? options.networks() : options.networks).filter(
      (network) => network.chainNamespace === 'bip122',
    )

  function chooseNetwork(connector: Connector, requested?: CaipNetwork): CaipNetwork {
    const served = connector?.chains ?? []
    const supported = networks().filter((network) => served.includes(network.caipNetworkId))
    const network =
      supported.find((n) => n.caipNetworkId === requested?.caipNetworkId) ?? supported[0]
    if (!network) {
      throw new AppKitError(UNSUPPORTED_CHAINS_MESSAGE, {
        category: 'CONFIGURATION_ERROR',
        details: `Connector ${String(connector?.id)} serves ${served.join(', ') || 'no chain'}`,
      })
    }
    return network
  }

  async function connectOn(connector: Connector, network: CaipNetwork) {
    const { result } = await requestBitcoin(connector, 'getAccounts', {
      purposes: ['payment', 'ordinals'],
    })
    const accounts = accountsFrom(result, addressNetwork(network))
    if (accounts.length === 0) {
      throw new AppKitError('Failed to connect', {
        category: 'PROVIDER_ERROR',
        details: `Connector ${connector.id} returned no ${network.name} account`,
      })
    }
    return { accounts, caipNetwork: network }
  }

  return {
    namespace: 'bip122',
    // Spec §6 'Defaults: bitcoin payment, EVM smartAccount, polkadot and solana eoa'.
    defaultAccountType: 'payment',
    connect: async (connector, { caipNetwork }) =>
      connectOn(connector, chooseNetwork(connector, caipNetwork)),
    async reconnect() {
      // getAccounts always asks the user: a returning visitor connects again by choice.
      return undefined
    },
    async disconnect() {
      // sats-connect providers keep no per-site session to end.
    },
    async switchNetwork(connector, caipNetwork) {
      if (chooseNetwork(connector, caipNetwork).caipNetworkId !== caipNetwork.caipNetworkId) {
        throw new AppKitError(UNSUPPORTED_CHAINS_MESSAGE, { category: 'CONFIGURATION_ERROR' })
      }
    },
    async getBalance() {
      throw unsupported('Reading a balance')
    },
    async signMessage(connector, address, message) {
      const { result } = await requestBitcoin(connector, 'signMessage', { address, message })
      if (!isSignMessageResult(result)) {
        throw new AppKitError('Error signing message', { category: 'PROVIDER_ERROR' })
      }
      return result.signature
    },
    async signPsbt(connector, params) {
      const { signPsbt } = await import('./actions/signPsbt.js')
      return signPsbt(connector, params)
    },
    async verifyMessage({ address, message, signature, caipNetwork }) {
      const { verifyBitcoinMessage } = await import('./verify/verifyBitcoinMessage.js')
      return verifyBitcoinMessage({
        address,
        message,
        signature,
        chainId: caipNetwork.caipNetworkId,
      })
    },
    isAddress: (address) =>
      isBitcoinAddress(address, 'mainnet') || isBitcoinAddress(address, 'testnet'),
    watch() {
      // The request API has no account events.
      return () => undefined
    },
  }
}
