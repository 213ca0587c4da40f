import type { EmulatorOptions, EmulatorSolanaUrls } from '../types.js'
import { SOLANA_TEST_TOKEN } from './SOLANA_TEST_TOKEN.js'
import { DEFAULT_SOLANA_LAMPORTS, type RunningSolanaRpc, startSolanaRpc } from './startSolanaRpc.js'

/** The emulator's Solana RPC port (DESIGN.md: Solana RPC 8899). */
export const DEFAULT_SOLANA_PORT = 8899
/** How many Solana test keypairs are funded. */
export const SOLANA_TEST_ACCOUNT_COUNT = 5

/**
 * Starts the Solana RPC as the emulator's options ask: none with `solana: false`; otherwise on
 * `solana.port`, else 8899, or a free port when `apiPort` is 0 (test runs).
 */
export async function startEmulatorSolana(
  options: EmulatorOptions,
  context: { hostname: string; mnemonic: string },
): Promise<{ urls: EmulatorSolanaUrls; stop: RunningSolanaRpc['stop'] } | undefined> {
  if (options.solana === false) return undefined
  const port = options.solana?.port ?? (options.apiPort === 0 ? 0 : DEFAULT_SOLANA_PORT)
  const rpc = await startSolanaRpc({
    port,
    hostname: context.hostname,
    mnemonic: context.mnemonic,
    accountCount: SOLANA_TEST_ACCOUNT_COUNT,
    lamports: DEFAULT_SOLANA_LAMPORTS,
  })
  return {
    urls: {
      rpcUrl: rpc.rpcUrl,
      genesisHash: rpc.genesisHash,
      caipNetworkId: `solana:${rpc.genesisHash.slice(0, 32)}`,
      accounts: rpc.accounts,
      token: {
        ...SOLANA_TEST_TOKEN,
        amountPerHolder: SOLANA_TEST_TOKEN.amountPerHolder.toString(),
      },
    },
    stop: rpc.stop,
  }
}
