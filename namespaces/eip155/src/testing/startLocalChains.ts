import { type RunningEmulator, startEmulator } from '@appkit/emulator'
import {
  createTestWalletProvider,
  type TestWalletHandle,
  type TestWalletPromptRequest,
} from '@appkit/emulator/test-wallet'
import type { CaipNetwork, Connector } from '@appkit/kernel'
import { hardhat } from '../networks/hardhat.js'
import { localhost } from '../networks/localhost.js'
import { withRpcUrl } from '../networks/withRpcUrl.js'

export interface LocalChains {
  emulator: RunningEmulator
  /** Hardhat (31337) and localhost (1337) on the ports the emulator bound. */
  hardhat: CaipNetwork
  localhost: CaipNetwork
  stop(): Promise<void>
}

/** Test harness: the emulator's two Hardhat chains on free ports, quiet, no state file. */
export async function startLocalChains(): Promise<LocalChains> {
  const emulator = await startEmulator({
    apiPort: 0,
    chains: [
      { chainId: 31337, name: 'Hardhat', port: 0 },
      { chainId: 1337, name: 'Localhost', port: 0 },
    ],
    stateFile: false,
    log: () => {},
  })
  const rpcUrl = (chainId: number) => emulator.urls.chains[String(chainId)]!.rpcUrl
  return {
    emulator,
    hardhat: withRpcUrl(hardhat, rpcUrl(31337)),
    localhost: withRpcUrl(localhost, rpcUrl(1337)),
    stop: () => emulator.stop(),
  }
}

export interface TestWallet extends TestWalletHandle {
  connector: Connector
  /** Every prompt the wallet showed, in order. */
  prompts: TestWalletPromptRequest[]
  /** The answer to the next prompts (approve by default). */
  answer(approve: boolean): void
}

/** The EIP-1193 test wallet on the local chains, with an injected approve/reject prompt. */
export function createTestWallet(
  chains: LocalChains,
  options: { supportedChainIds?: readonly number[] } = {},
): TestWallet {
  const prompts: TestWalletPromptRequest[] = []
  let approve = true
  const handle = createTestWalletProvider({
    chains: [chains.hardhat, chains.localhost].map((network) => ({
      chainId: Number(network.id),
      name: network.name,
      rpcUrl: network.rpcUrls.default.http[0]!,
    })),
    prompt: async (request) => {
      prompts.push(request)
      return approve
    },
    ...(options.supportedChainIds ? { supportedChainIds: options.supportedChainIds } : {}),
  })
  return {
    ...handle,
    connector: {
      id: 'dev.appkit.testwallet',
      type: 'ANNOUNCED',
      name: 'AppKit Test Wallet',
      chain: 'eip155',
      info: { rdns: 'dev.appkit.testwallet' },
      provider: handle.provider,
    },
    prompts,
    answer(value) {
      approve = value
    },
  }
}
