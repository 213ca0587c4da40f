export type { IngestedEvent, StoredAnalyticsEvent } from './api/analytics/IngestedEvent.js'
export type { Fault } from './api/faults.js'
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
  RelayRestart,
  RelayRestartOptions,
  RelaySnapshot,
} from './relay/createRelay.js'
export type { RelayTopicSnapshot } from './relay/createRelayMailbox.js'
export { startEmulator } from './startEmulator.js'
export type {
  ChainOptions,
  EmulatorChainUrls,
  EmulatorOptions,
  EmulatorUrls,
  ImageSubject,
  RemoteFeature,
  RunningEmulator,
  TestTokenInfo,
} from './types.js'
