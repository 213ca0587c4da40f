// @appkit/devtools: the public entry point. Import it only in development (the demo loads it
// with a dynamic import behind ?devtools=1); an app that does not import it ships none of it.

export {
  createDevtoolsCapture,
  type DevtoolsCapture,
  type DevtoolsCaptureOptions,
  type DevtoolsState,
} from './capture/createDevtoolsCapture.js'
export { type EventFilter, filterEvents, namespacesIn } from './capture/filterEvents.js'
export { filterRequests } from './capture/filterRequests.js'
export { DEVTOOLS_LIMITS } from './DEVTOOLS_LIMITS.js'
export {
  DEVTOOLS_PLUGIN_NAME,
  type DevtoolsOptions,
  type DevtoolsPlugin,
  devtools,
} from './devtools.js'
export { AppKitDevtools, type AppKitDevtoolsProps } from './panel/AppKitDevtools.js'
export { DEVTOOLS_TABS, type DevtoolsTabId } from './panel/DEVTOOLS_TABS.js'
export { DevtoolsPanel, type DevtoolsPanelProps } from './panel/DevtoolsPanel.js'
export { mountDevtools } from './panel/mountDevtools.js'
export type { Json } from './serialize/Json.js'
export { toSerializable } from './serialize/toSerializable.js'
export type {
  ConnectionSnapshot,
  DevtoolsSession,
  EmulatorAccountSnapshot,
  EmulatorChainSnapshot,
  EmulatorFeed,
  EmulatorSnapshot,
  GateSnapshot,
  GatesSnapshot,
  NamespaceSnapshot,
  NetworkSnapshot,
  RequestEntry,
  RequestState,
  RouterSnapshot,
  SessionData,
  StateSnapshot,
  TimelineEntry,
} from './session/DevtoolsSession.js'
export { SESSION_FORMAT, SESSION_VERSION } from './session/DevtoolsSession.js'
export { downloadSession, sessionFileName } from './session/downloadSession.js'
export { NOT_A_SESSION, parseSession } from './session/parseSession.js'
export { PRODUCTION_WARNING } from './warnInProduction.js'
