import type { AdapterConnectResult, CaipNetwork, Connector, NamespaceAdapter } from '@appkit/kernel'
import { AppKitError } from '@appkit/kernel'
import { KEPLR_KEYSTORE_CHANGE_EVENT } from './discovery/KEPLR_KEYSTORE_CHANGE_EVENT.js'
import { isKeplrKey, isKeplrSignature, type KeplrLike } from './discovery/KeplrLike.js'
import { requireKeplr } from './discovery/requireKeplr.js'
import { isCosmosAddress } from './isCosmosAddress.js'

export interface CreateCosmosAdapterOptions {
  /** The configured cosmos networks, or a getter for the current ones. */
  networks: readonly CaipNetwork[] | (() => readonly CaipNetwork[])
  /** Where the wallet fires `keplr_keystorechange` (window in the browser). */
  eventTarget?: EventTarget
}

/** A cosmos family call AppKit does not make (spec §6: balances and sends are EVM and Solana). */
function unsupported(what: string): AppKitError {
  return new AppKitError('Unsupported chain', {
    category: 'VALIDATION_ERROR',
    details: `${what} is not available for cosmos networks`,
  })
}

/**
 * The cosmos NamespaceAdapter over Keplr-style extensions: `enable` then `getKey` for the
 * account, ADR-36 `signArbitrary` for messages (the signature is base64 r||s; check it with
 * `verifyAdr36Signature` from `@appkit/cosmos/verify`). Balances and sends are not offered.
 *
 * @example
 * const adapter = createCosmosAdapter({ networks: [cosmoshub] })
 * const { accounts } = await adapter.connect(connector, {})
 */
export function createCosmosAdapter(options: CreateCosmosAdapterOptions): NamespaceAdapter {
  const networks = () =>
    (typeof options.networks === 'function' ? options.networks() : options.networks).filter(
      (network) => network.chainNamespace === 'cosmos',
    )
  /** The chain each connector was connected on: signArbitrary needs its id. */
  const chainOf = new Map<string, CaipNetwork>()

  function targetNetwork(requested?: CaipNetwork): CaipNetwork {
    const network =
      requested?.chainNamespace === 'cosmos' ? requested : (networks()[0] ?? undefined)
    if (!network) {
      throw new AppKitError('Chain is not supported', {
        category: 'CONFIGURATION_ERROR',
        details: 'No cosmos network is configured',
      })
    }
    return network
  }

  async function readAccount(keplr: KeplrLike, network: CaipNetwork) {
    const key: unknown = await keplr.getKey(String(network.id))
    if (!isKeplrKey(key)) {
      throw new AppKitError('Failed to connect', {
        category: 'PROVIDER_ERROR',
        details: 'The wallet returned no valid cosmos account',
      })
    }
    return { address: key.bech32Address, type: 'eoa' as const }
  }

  async function connectOn(connector: Connector, network: CaipNetwork) {
    const keplr = requireKeplr(connector)
    await keplr.enable(String(network.id))
    const account = await readAccount(keplr, network)
    chainOf.set(connector.id, network)
    return { accounts: [account], caipNetwork: network } satisfies AdapterConnectResult
  }

  return {
    namespace: 'cosmos',
    connect: async (connector, { caipNetwork }) => connectOn(connector, targetNetwork(caipNetwork)),
    async reconnect(connector) {
      // A chain the user already allowed is enabled again without a prompt.
      const network = chainOf.get(connector.id) ?? networks()[0]
      if (!network || !connector?.provider) return undefined
      return connectOn(connector, network).catch(() => undefined)
    },
    async disconnect(connector) {
      const network = chainOf.get(connector.id)
      chainOf.delete(connector.id)
      const keplr = requireKeplr(connector)
      if (network && keplr.disable) await keplr.disable(String(network.id))
    },
    async switchNetwork(connector, caipNetwork) {
      await connectOn(connector, targetNetwork(caipNetwork))
    },
    async getBalance() {
      throw unsupported('Reading a balance')
    },
    async signMessage(connector, address, message) {
      const network = chainOf.get(connector.id) ?? targetNetwork()
      const answer: unknown = await requireKeplr(connector).signArbitrary(
        String(network.id),
        address,
        message,
      )
      if (!isKeplrSignature(answer)) {
        throw new AppKitError('Error signing message', { category: 'PROVIDER_ERROR' })
      }
      return answer.signature
    },
    async verifyMessage({ address, message, signature }) {
      const { verifyAdr36Signature } = await import('./verify/verifyAdr36Signature.js')
      return verifyAdr36Signature({ address, message, signature })
    },
    isAddress: (address) => isCosmosAddress(address),
    watch(connector, events) {
      const target = options.eventTarget
      if (!target) return () => undefined
      const onChange = () => {
        const network = chainOf.get(connector.id)
        if (!network) return
        readAccount(requireKeplr(connector), network).then(
          (account) => events.accountsChanged(connector.id, [account]),
          () => events.accountsChanged(connector.id, []),
        )
      }
      target.addEventListener(KEPLR_KEYSTORE_CHANGE_EVENT, onChange)
      return () => target.removeEventListener(KEPLR_KEYSTORE_CHANGE_EVENT, onChange)
    },
  }
}
