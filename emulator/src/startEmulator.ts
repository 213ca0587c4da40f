import { join } from 'node:path'
import { createAnalyticsStore } from './api/analytics/createAnalyticsStore.js'
import { createApiServer } from './api/createApiServer.js'
import { DEFAULT_CERTIFIED_WALLET_IDS } from './api/DEFAULT_CERTIFIED_WALLET_IDS.js'
import { loadWalletRegistry } from './api/loadWalletRegistry.js'
import { createMailbox } from './api/mailbox/createMailbox.js'
import { toEmulatorWallets } from './api/walletList.js'
import { setUpBlockchainApi } from './blockchainApi/setUpBlockchainApi.js'
import { deployAccountFactory } from './chains/deployAccountFactory.js'
import { deployTestToken } from './chains/deployTestToken.js'
import { impersonateRelayer } from './chains/impersonateRelayer.js'
import { listAccounts } from './chains/listAccounts.js'
import {
  SMART_ACCOUNT_RELAYER,
  SMART_ACCOUNT_RELAYER_BALANCE,
} from './chains/SMART_ACCOUNT_RELAYER.js'
import { startHardhatNode } from './chains/startHardhatNode.js'
import {
  DEFAULT_ALLOWED_ORIGINS,
  DEFAULT_API_PORT,
  DEFAULT_ASSET_IMAGES,
  DEFAULT_CHAINS,
  DEFAULT_FEATURES,
  DEFAULT_PROJECT_IDS,
  DEFAULT_SECURE_SITE_PORT,
  DEFAULT_SMART_ACCOUNT_CHAIN_IDS,
  LOOPBACK_HOST,
  TEST_MNEMONIC,
  TEST_TOKEN,
} from './defaults.js'
import { formatUrls } from './formatUrls.js'
import {
  linkTestMobileWallet,
  testMobileWalletListing,
} from './mobileWallet/testMobileWalletListing.js'
import { setUpOnRamp } from './onramp/setUpOnRamp.js'
import { createSecureSite } from './secureSite/createSecureSite.js'
import { createSessionIndex } from './secureSite/sessions/createSessionIndex.js'
import { createSmartAccountRelayer } from './secureSite/smartAccount/createSmartAccountRelayer.js'
import { settleAll } from './settleAll.js'
import { SOLANA_TEST_TOKEN } from './solana/SOLANA_TEST_TOKEN.js'
import { startEmulatorSolana } from './solana/startEmulatorSolana.js'
import { DEFAULT_SWAP_STAND_IN_CHAIN_ID, NATIVE_TOKEN_ADDRESS } from './swaps/SWAP_DEFAULTS.js'
import { setUpSwaps } from './swaps/setUpSwaps.js'
import type { EmulatorChainUrls, EmulatorOptions, EmulatorUrls, RunningEmulator } from './types.js'
import { removeStateFile, writeStateFile } from './writeStateFile.js'

/**
 * Starts the local stand-ins for AppKit's remote services: one Hardhat node per chain with the
 * test token deployed, and the HTTP services (project API, analytics ingest stored in an
 * embedded database, RPC proxy, WalletConnect relay, control). Prints every URL
 * and writes them to `.appkit/emulator.json`. Installs no signal handlers: the caller (the CLI)
 * decides when to call `stop()`.
 *
 * @example
 * const emulator = await startEmulator({ apiPort: 0, chains: [{ chainId: 31337, name: 'Hardhat', port: 0 }] })
 * console.log(emulator.urls.api)
 * await emulator.stop()
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const log = options.log ?? console.log
  const projectIds = options.projectIds ?? DEFAULT_PROJECT_IDS
  const chainOptions = options.chains ?? DEFAULT_CHAINS
  if (projectIds.length === 0) throw new Error('startEmulator: projectIds must not be empty')
  if (new Set(chainOptions.map((chain) => chain.chainId)).size !== chainOptions.length) {
    throw new Error('startEmulator: chain ids must be distinct')
  }

  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    await Promise.allSettled(stops.splice(0).map((stop) => stop()))
  }

  try {
    const registry = await loadWalletRegistry()
    // One at a time: Hardhat creates its process-wide EDR context lazily and registers the chain
    // factory after an await, so a second node started meanwhile fails with 'Provider for
    // provided chain type does not exist' (seen under load on 2 cores).
    const nodes: Awaited<ReturnType<typeof startHardhatNode>>[] = []
    for (const chain of chainOptions) {
      const node = await startHardhatNode({
        chainId: chain.chainId,
        port: chain.port,
        hostname: LOOPBACK_HOST,
        mnemonic: TEST_MNEMONIC,
        logRpc: options.logRpc ?? false,
      })
      stops.push(node.stop)
      nodes.push(node)
    }
    const solana = await startEmulatorSolana(options, {
      hostname: LOOPBACK_HOST,
      mnemonic: TEST_MNEMONIC,
    })
    if (solana) stops.push(solana.stop)
    const firstNode = nodes[0]
    if (firstNode === undefined) throw new Error('startEmulator: at least one chain is needed')
    const accounts = await listAccounts(firstNode.rpcUrl)
    const holders = accounts.slice(0, TEST_TOKEN.holderCount)
    const deployer = accounts[0]
    if (deployer === undefined) throw new Error('The local chain has no accounts')
    const swapStandIn = options.swapStandInChainId ?? DEFAULT_SWAP_STAND_IN_CHAIN_ID
    // Account 17 of 20 (0-5, 8, 9 are the browser tests', 18 the on-ramp's, 19 the spam NFT's).
    const liquidityProvider = swapStandIn === false ? undefined : accounts.at(-3)
    const tokenAddresses = await settleAll(
      nodes.map((node) =>
        deployTestToken({
          rpcUrl: node.rpcUrl,
          chainId: node.chainId,
          deployer,
          name: TEST_TOKEN.name,
          symbol: TEST_TOKEN.symbol,
          // The pool's liquidity provider gets one share too, all of which goes into the pool.
          holders: liquidityProvider ? [...holders, liquidityProvider] : holders,
          amountPerHolder: TEST_TOKEN.amountPerHolder,
        }),
      ),
    )
    // The relayer deploys AppKitAccountFactory (its first transaction: the same address every
    // run) and relays the embedded wallet's smart-account batches. It is an impersonated address,
    // not one of the mnemonic's accounts, which all belong to tests.
    const smartAccountRelayer = SMART_ACCOUNT_RELAYER
    const smartAccountChainIds = options.smartAccountChainIds ?? DEFAULT_SMART_ACCOUNT_CHAIN_IDS
    const smartAccountNodes = nodes.filter((node) => smartAccountChainIds.includes(node.chainId))
    const factories = await settleAll(
      smartAccountNodes.map(async (node) => {
        await impersonateRelayer(node.rpcUrl, smartAccountRelayer, SMART_ACCOUNT_RELAYER_BALANCE)
        return deployAccountFactory({
          rpcUrl: node.rpcUrl,
          chainId: node.chainId,
          deployer: smartAccountRelayer,
        })
      }),
    )
    const tokenAddress = tokenAddresses[0]
    if (tokenAddress === undefined || tokenAddresses.some((address) => address !== tokenAddress)) {
      throw new Error(`TestToken addresses differ between chains: ${tokenAddresses.join(', ')}`)
    }
    const onRamp = await setUpOnRamp({
      chains: nodes.map((node, index) => ({ ...node, name: chainOptions[index]?.name ?? '' })),
      accounts,
    })
    const swaps =
      swapStandIn === false || liquidityProvider === undefined
        ? undefined
        : await setUpSwaps({
            chain: firstNode,
            standInChainId: swapStandIn,
            liquidityProvider,
            token: { address: tokenAddress, ...TEST_TOKEN },
          })
    // Smart sessions: granted by the secure site, listed by the blockchain API.
    const sessions = createSessionIndex()
    const blockchainApi = await setUpBlockchainApi({
      chains: nodes,
      sessions,
      accounts,
      token: { address: tokenAddress, ...TEST_TOKEN },
      extraTokens: [onRamp.token],
      ...(solana
        ? {
            solana: {
              caip2: solana.urls.caipNetworkId,
              rpcUrl: solana.urls.rpcUrl,
              token: SOLANA_TEST_TOKEN,
            },
          }
        : {}),
    })
    stops.push(blockchainApi.close)

    const analytics = createAnalyticsStore(
      options.analyticsDataDir === undefined ? {} : { dataDir: options.analyticsDataDir },
    )
    stops.push(analytics.close)
    let state: EmulatorUrls | undefined
    const mailbox = createMailbox()
    const wallets = toEmulatorWallets(
      [testMobileWalletListing(), ...registry],
      options.certifiedWalletIds ?? DEFAULT_CERTIFIED_WALLET_IDS,
    )
    const api = await createApiServer({
      port: options.apiPort ?? DEFAULT_API_PORT,
      hostname: LOOPBACK_HOST,
      projectIds,
      features: options.features ?? DEFAULT_FEATURES,
      allowedOrigins: options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
      wallets,
      assetImages: options.assetImages ?? DEFAULT_ASSET_IMAGES,
      rpcUrls: new Map(nodes.map((node) => [String(node.chainId), node.rpcUrl])),
      ...(solana
        ? {
            solanaRpcUrls: new Map([
              [solana.urls.caipNetworkId.split(':')[1] ?? '', solana.urls.rpcUrl],
            ]),
          }
        : {}),
      getState: () => state,
      analytics,
      mailbox,
      blockchainApi: {
        routes: [...blockchainApi.routes, ...onRamp.routes, ...(swaps?.routes ?? [])],
      },
      ...(options.isAnalyticsEnabled === undefined
        ? {}
        : { isAnalyticsEnabled: options.isAnalyticsEnabled }),
    })
    stops.push(api.close)
    linkTestMobileWallet(wallets, api.url)
    const rpcUrls = new Map(nodes.map((node) => [String(node.chainId), node.rpcUrl]))
    const secureSite = await createSecureSite({
      // Like every port, 0 when the API's is (tests), so parallel emulators never collide.
      port: options.secureSitePort ?? (options.apiPort === 0 ? 0 : DEFAULT_SECURE_SITE_PORT),
      hostname: LOOPBACK_HOST,
      apiUrl: api.url,
      rpcUrls,
      mailbox,
      sessions,
      ...(solana ? { solanaRpcUrl: solana.urls.rpcUrl } : {}),
      assetTokens: [{ address: tokenAddress, ...TEST_TOKEN }, onRamp.token],
      ...(factories.length === 0
        ? {}
        : {
            smartAccounts: createSmartAccountRelayer({
              relayer: smartAccountRelayer,
              chains: smartAccountNodes.map((node, index) => ({
                chainId: node.chainId,
                rpcUrl: node.rpcUrl,
                factory: factories[index] as `0x${string}`,
              })),
            }),
          }),
      faults: api.faults,
      requests: api.requests,
    })
    stops.push(secureSite.close)

    const chains: Record<string, EmulatorChainUrls> = {}
    for (const [index, node] of nodes.entries()) {
      chains[String(node.chainId)] = {
        chainId: node.chainId,
        name: chainOptions[index]?.name ?? `Chain ${node.chainId}`,
        rpcUrl: node.rpcUrl,
        proxyRpcUrl: `${api.url}/rpc/${node.chainId}`,
      }
    }
    state = {
      api: api.url,
      relay: api.relayUrl,
      analytics: api.url,
      analyticsEvents: `${api.url}/emulator/analytics`,
      secureSite: secureSite.url,
      mailbox: `${api.url}/emulator/mailbox`,
      chains,
      token: {
        address: tokenAddress,
        name: TEST_TOKEN.name,
        symbol: TEST_TOKEN.symbol,
        decimals: TEST_TOKEN.decimals,
        amountPerHolder: TEST_TOKEN.amountPerHolder.toString(),
        holders,
      },
      accounts,
      mnemonic: TEST_MNEMONIC,
      projectId: projectIds[0] ?? '',
      projectIds,
      onRamp: { token: onRamp.token, treasury: onRamp.treasury },
      ...(solana ? { solana: solana.urls } : {}),
      ...(factories.length === 0
        ? {}
        : {
            smartAccounts: {
              factories: Object.fromEntries(
                smartAccountNodes.map((node, index) => [
                  String(node.chainId),
                  factories[index] as `0x${string}`,
                ]),
              ),
              relayer: smartAccountRelayer,
            },
          }),
      ...(swaps && swapStandIn !== false && liquidityProvider
        ? {
            swaps: {
              standInChainId: swapStandIn,
              localChainId: firstNode.chainId,
              pool: swaps.pool,
              nativeTokenAddress: NATIVE_TOKEN_ADDRESS,
              liquidityProvider,
            },
          }
        : {}),
    }

    let stateFile: string | null = null
    if (options.stateFile !== false) {
      const path =
        options.stateFile ?? join(options.cwd ?? process.cwd(), '.appkit', 'emulator.json')
      const written = await writeStateFile(path, state)
      stateFile = path
      stops.push(() => removeStateFile(path, written))
    }
    for (const line of formatUrls(state, stateFile)) log(line)

    const urls = state
    let stopping: Promise<void> | undefined
    return {
      urls,
      relay: {
        restart: api.relay.restart,
        drop: api.relay.drop,
        snapshot: api.relay.snapshot,
      },
      stateFile,
      stop: () => {
        stopping ??= stopAll()
        return stopping
      },
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
