import { eip155 } from '@appkit/eip155'
import { hardhat, localhost } from '@appkit/eip155/networks'
import { type AppKit, createAppKit } from '@appkit/kernel'
import { createMemoryStorage, type StorageAdapter } from '@appkit/kernel/storage'
import { solana } from '@appkit/solana'
import { solanaLocal } from '@appkit/solana/networks'
import { vi } from 'vitest'
import { type WalletConnectOptions, walletConnect } from '../walletConnect.js'
import {
  createFakeUniversalProvider,
  type FakeUniversalProvider,
} from './createFakeUniversalProvider.js'

export const ACCOUNT_A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ACCOUNT_B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** What a wallet approving the kit's proposal answers: both local chains, one account. */
export function approvedNamespaces(account = ACCOUNT_A) {
  return {
    eip155: {
      accounts: [`eip155:31337:${account}`, `eip155:1337:${account}`],
      methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
      events: ['accountsChanged', 'chainChanged'],
    },
  }
}

export interface WalletConnectTestKit {
  kit: AppKit
  fake: FakeUniversalProvider
  loads: () => number
}

/**
 * A kit for tests: memory storage (or the given adapter, to simulate a reload), the two local
 * chains, the real eip155 namespace (and with `withSolana` the real solana one) and the
 * walletconnect plugin over a UniversalProvider test double (no relay).
 */
export function createWalletConnectTestKit(
  options: {
    adapter?: StorageAdapter
    fake?: FakeUniversalProvider
    plugin?: WalletConnectOptions
    isMobile?: boolean
    withEip155?: boolean
    /** Adds the solana namespace and the local Solana network after createAppKit, as the demo does. */
    withSolana?: boolean
  } = {},
): WalletConnectTestKit {
  const fake = options.fake ?? createFakeUniversalProvider()
  let loads = 0
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [hardhat, localhost],
    loadRemoteConfig: false,
    storage: options.adapter ?? createMemoryStorage(),
    ...(options.isMobile === undefined ? {} : { isMobile: () => options.isMobile === true }),
  })
  if (options.withEip155 !== false) kit.use(eip155())
  kit.use(
    walletConnect({
      loadProvider: async () => {
        loads += 1
        return fake
      },
      ...options.plugin,
    }),
  )
  if (options.withSolana) {
    kit.registry.addFamily('solana', [solanaLocal])
    kit.use(solana())
  }
  return { kit, fake, loads: () => loads }
}

/**
 * Lets promise chains run (fake timers stay still), including the kit's lazily imported code
 * (the connect action loads on first use).
 */
export async function flush(turns = 50): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    await Promise.resolve()
    if (turn % 10 === 0) await vi.dynamicImportSettled()
  }
}
