export type { IngestedEvent, StoredAnalyticsEvent } from './api/analytics/IngestedEvent.js'
export type { Fault, FaultService } from './api/faults.js'
export type { LoggedRequest } from './api/requestLog.js'
export { testTokenArtifact } from './chains/testTokenArtifact.js'
export {
  DEFAULT_ALLOWED_ORIGINS,
  DEFAULT_API_PORT,
  DEFAULT_CHAINS,
  DEFAULT_FEATURES,
  DEFAULT_PROJECT_IDS,
  TEST_MNEMONIC,
  TEST_TOKEN,
} from './defaults.js'
export type {
  RelayControl,
  RelayDrop,
  RelayDropOptions,
  RelayRestart,
  RelayRestartOptions,
  RelaySnapshot,
} from './relay/createRelay.js'
export type { RelayTopicSnapshot } from './relay/createRelayMailbox.js'
export { LOCAL_SOLANA_GENESIS_HASH } from './solana/LOCAL_SOLANA_GENESIS_HASH.js'
export { SOLANA_TEST_TOKEN } from './solana/SOLANA_TEST_TOKEN.js'
export {
  DEFAULT_SOLANA_LAMPORTS,
  type RunningSolanaRpc,
  type SolanaRpcOptions,
  startSolanaRpc,
} from './solana/startSolanaRpc.js'
export { startEmulator } from './startEmulator.js'
export type {
  ChainOptions,
  EmulatorChainUrls,
  EmulatorOptions,
  EmulatorSmartAccountsInfo,
  EmulatorSolanaUrls,
  EmulatorSwapsInfo,
  EmulatorUrls,
  ImageSubject,
  RemoteFeature,
  RunningEmulator,
  TestTokenInfo,
} from './types.js'
