import type {
  AdapterAccount,
  AdapterConnectResult,
  CaipNetwork,
  Connector,
  NamespaceAdapter,
} from '@appkit/kernel'
import { AppKitError } from '@appkit/kernel'
import {
  type Injected,
  injectedAccountsOf,
  isInjected,
  isInjectedExtension,
  isSignerResult,
} from './discovery/InjectedWeb3.js'
import { isSs58Address } from './isSs58Address.js'
import { toHexUtf8 } from './toHexUtf8.js'

export interface CreatePolkadotAdapterOptions {
  /** The configured polkadot networks, or a getter for the current ones. */
  networks: readonly CaipNetwork[] | (() => readonly CaipNetwork[])
  /** The name extensions show when asked to allow the app. */
  dappName: string
}

function unsupported(what: string): AppKitError {
  return new AppKitError('Unsupported chain', {
    category: 'VALIDATION_ERROR',
    details: `${what} is not available for polkadot networks`,
  })
}

/** The extension's valid accounts (checked one by one: a bad one is dropped), each eoa. */
function toAccounts(accounts: unknown): AdapterAccount[] {
  return injectedAccountsOf(accounts).map((account) => ({
    address: account.address,
    type: 'eoa' as const,
  }))
}

/**
 * The polkadot NamespaceAdapter over injectedWeb3 extensions: `enable(dappName)` then
 * `accounts.get()`; messages are signed with `signer.signRaw` over the message's UTF-8 bytes
 * (the extension wraps them in `<Bytes>…</Bytes>`); check signatures with
 * `verifyPolkadotSignature` from `@appkit/polkadot/verify`. No balances or sends.
 *
 * @example
 * const adapter = createPolkadotAdapter({ networks: [polkadotMainnet], dappName: 'My app' })
 */
export function createPolkadotAdapter(options: CreatePolkadotAdapterOptions): NamespaceAdapter {
  const networks = () =>
    (typeof options.networks === 'function' ? options.networks() : options.networks).filter(
      (network) => network.chainNamespace === 'polkadot',
    )
  /** The enabled extension of each connector (enable is asked once per connect). */
  const enabled = new Map<string, Injected>()

  function targetNetwork(requested?: CaipNetwork): CaipNetwork {
    const network = requested?.chainNamespace === 'polkadot' ? requested : networks()[0]
    if (!network) {
      throw new AppKitError('Chain is not supported', {
        category: 'CONFIGURATION_ERROR',
        details: 'No polkadot network is configured',
      })
    }
    return network
  }

  async function enable(connector: Connector): Promise<Injected> {
    const extension = connector?.provider
    if (!isInjectedExtension(extension)) {
      throw new AppKitError('Failed to connect', {
        category: 'PROVIDER_ERROR',
        details: `Connector ${String(connector?.id)} is not an injectedWeb3 extension`,
      })
    }
    const injected: unknown = await extension.enable(options.dappName)
    if (!isInjected(injected)) {
      throw new AppKitError('Failed to connect', {
        category: 'PROVIDER_ERROR',
        details: `Connector ${connector.id} answered enable with no accounts and signer`,
      })
    }
    enabled.set(connector.id, injected)
    return injected
  }

  async function connectWith(
    connector: Connector,
    network: CaipNetwork,
  ): Promise<AdapterConnectResult> {
    const injected = await enable(connector)
    const accounts = toAccounts(await injected.accounts.get())
    if (accounts.length === 0) {
      throw new AppKitError('Failed to connect', {
        category: 'PROVIDER_ERROR',
        details: `Connector ${connector.id} returned no accounts`,
      })
    }
    return { accounts, caipNetwork: network }
  }

  return {
    namespace: 'polkadot',
    // Spec §6 'Defaults: bitcoin payment, EVM smartAccount, polkadot and solana eoa'.
    defaultAccountType: 'eoa',
    connect: async (connector, { caipNetwork }) =>
      connectWith(connector, targetNetwork(caipNetwork)),
    async reconnect(connector) {
      // Extensions answer enable without a prompt for an app the user already allowed.
      const network = networks()[0]
      if (!network || !connector?.provider) return undefined
      return connectWith(connector, network).catch(() => undefined)
    },
    async disconnect(connector) {
      // injectedWeb3 has no disconnect: the app forgets the extension.
      enabled.delete(connector.id)
    },
    async switchNetwork(_connector, caipNetwork) {
      targetNetwork(caipNetwork)
    },
    async getBalance() {
      throw unsupported('Reading a balance')
    },
    async signMessage(connector, address, message) {
      const injected = enabled.get(connector.id) ?? (await enable(connector))
      if (!injected.signer?.signRaw) {
        throw new AppKitError('Error signing message', {
          category: 'PROVIDER_ERROR',
          details: `Connector ${connector.id} cannot sign raw messages`,
        })
      }
      const result: unknown = await injected.signer.signRaw({
        address,
        data: toHexUtf8(message),
        type: 'bytes',
      })
      if (!isSignerResult(result)) {
        throw new AppKitError('Error signing message', {
          category: 'PROVIDER_ERROR',
          details: `Connector ${connector.id} returned no 0x signature of 64 or 65 bytes`,
        })
      }
      return result.signature
    },
    async verifyMessage({ address, message, signature }) {
      const { verifyPolkadotSignature } = await import('./verify/verifyPolkadotSignature.js')
      return verifyPolkadotSignature({ address, message, signature })
    },
    isAddress: isSs58Address,
    watch(connector, events) {
      const subscribe = enabled.get(connector.id)?.accounts.subscribe
      if (!subscribe) return () => undefined
      let first = true
      const unsubscribe = subscribe((accounts) => {
        // The subscription answers once with the current list: not a change.
        if (first) {
          first = false
          return
        }
        events.accountsChanged(connector.id, toAccounts(accounts))
      })
      return () => unsubscribe()
    },
  }
}
