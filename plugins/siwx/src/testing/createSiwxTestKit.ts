import {
  type AdapterEvents,
  type AppKit,
  type CaipNetwork,
  createAppKit,
  type MessageOverrides,
  type NamespaceAdapter,
} from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { isAddress, isHex, verifyMessage } from 'viem'
import { SIWX_SERVICE, type SiwxController } from '../flow/SiwxController.js'
import { type SiwxOptions, siwx } from '../siwx.js'
import { testAccount } from './signSession.js'

export const hardhat: CaipNetwork = {
  id: 31337,
  name: 'Hardhat',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

export const localhost: CaipNetwork = {
  ...hardhat,
  id: 1337,
  name: 'Localhost',
  caipNetworkId: 'eip155:1337',
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
}

export const CONNECTOR_ID = 'test-wallet'

/**
 * TEST DOUBLE: a kit with the two local networks, an eip155 adapter whose "wallet" signs for
 * real with a test account and checks EOA signatures with viem (so sessions verify), one
 * connector, and the siwx plugin.
 */
export function createSiwxTestKit(
  options: {
    siwx?: SiwxOptions
    accountIndex?: number
    /** The visitor's locale (English by default), with `messages` as its texts. */
    locale?: string
    messages?: MessageOverrides
  } = {},
) {
  const wallet = {
    account: testAccount(options.accountIndex ?? 0),
    network: hardhat,
    /** The wallet refuses to sign (the user rejects). */
    rejectSigning: false,
    /** The wallet refuses to switch networks. */
    refuseSwitch: false,
    /** While set, signatures wait for it (the user has not yet answered the wallet). */
    answer: undefined as Promise<void> | undefined,
    signed: [] as string[],
    events: undefined as AdapterEvents | undefined,
  }
  const adapter: NamespaceAdapter = {
    namespace: 'eip155',
    connect: async () => ({
      accounts: [{ address: wallet.account.address, type: 'eoa' }],
      caipNetwork: wallet.network,
    }),
    reconnect: async () => ({
      accounts: [{ address: wallet.account.address, type: 'eoa' }],
      caipNetwork: wallet.network,
    }),
    disconnect: async () => {},
    switchNetwork: async (_connector, caipNetwork) => {
      if (wallet.refuseSwitch) throw new Error('User rejected the network switch.')
      wallet.network = caipNetwork
    },
    getBalance: async (_address, caipNetwork) => ({
      formatted: '0',
      value: 0n,
      decimals: 18,
      symbol: caipNetwork.nativeCurrency.symbol,
    }),
    signMessage: async (_connector, _address, message) => {
      await wallet.answer
      if (wallet.rejectSigning) throw new Error('User rejected the request.')
      wallet.signed.push(message)
      return wallet.account.signMessage({ message })
    },
    // The family's check, as @appkit/eip155's is for an EOA: the signer recovered offline.
    verifyMessage: async ({ address, message, signature }) =>
      isHex(signature) && isAddress(address) && verifyMessage({ address, message, signature }),
    send: async () => '0x',
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
    watch: (_connector, events) => {
      wallet.events = events
      return () => {
        wallet.events = undefined
      }
    },
  }
  const storage = createMemoryStorage()
  const kit: AppKit = createAppKit({
    projectId: 'test-project',
    networks: [hardhat, localhost],
    loadRemoteConfig: false,
    storage,
    metadata: { name: 'Test app', description: '', url: 'https://app.example', icons: [] },
    locale: options.locale ?? 'en',
    ...(options.messages ? { messages: options.messages } : {}),
  })
  let unregisterAdapter = () => {}
  kit.use({
    name: 'test:eip155',
    namespace: 'eip155',
    setup(ctx) {
      unregisterAdapter = ctx.register.family(adapter)
    },
  })
  kit.registry.addConnector({
    id: CONNECTOR_ID,
    type: 'ANNOUNCED',
    name: 'Test Wallet',
    chain: 'eip155',
  })
  kit.use(siwx({ domain: 'app.example', uri: 'https://app.example', ...options.siwx }))
  const controller = kit.services.get(SIWX_SERVICE) as SiwxController
  return {
    kit,
    wallet,
    storage,
    controller,
    unregisterAdapter: () => unregisterAdapter(),
    router: () => kit.router.store.getState(),
  }
}
