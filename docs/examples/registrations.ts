// One short example per registration point of docs/plugins.md. Each function is what a plugin's
// `setup(kit)` would do; each returns the undo the registration gave. tsc checks this file and
// tests/unit/pluginsDoc.test.ts runs it.
import {
  type AppKit,
  createStore,
  defineAccountStateKey,
  defineAlert,
  defineFeature,
  defineServiceKey,
  remoteProviderList,
  STAGES,
} from '@appkit/kernel'
import { isFiniteNumber } from '@appkit/kernel/guards'
import { defineStorageKey } from '@appkit/kernel/storage'
import { showAccountEntryWhen } from '@appkit/ui/account-entries'

// Feature gate: a name, its default, and how a remote entry becomes its value.
export const QUESTS_FEATURE = defineFeature({
  name: 'acme:quests',
  default: ['acme'] as false | readonly string[],
  remote: remoteProviderList(['acme']),
})
export function registerFeature(kit: AppKit): () => void {
  return kit.gates.register(QUESTS_FEATURE)
}

// Alert: registered once, shown by code.
export const QUESTS_DOWN = defineAlert({
  code: 'ACME_QUESTS_DOWN',
  variant: 'error',
  shortMessage: 'Quests unavailable',
  longMessage: 'The quests service did not answer',
})
export function registerAlert(kit: AppKit): () => void {
  const undo = kit.alerts.register(QUESTS_DOWN)
  kit.alerts.show(QUESTS_DOWN.code, { detail: 'HTTP 503', once: true })
  return undo
}

// View: a name and a lazy loader; the module's default export is the view's component.
export function registerView(kit: AppKit): () => void {
  return kit.router.registerView('acme:Rewards', () => import('./RewardsView.js'))
}

// Connector destination: where picking a connector of a type in the Connect list leads.
export function registerConnectorDestination(kit: AppKit): () => void {
  return kit.router.connectorDestinations.register('EXTERNAL', (connector, { isMobile }) => ({
    view: isMobile ? 'acme:ConnectingMobile' : 'ConnectingExternal',
    data: { connectorId: connector.id, name: connector.name },
  }))
}

// Per-account state: a typed slice, cleared when the family's account changes or disconnects.
export const QUEST_LEVEL = defineAccountStateKey<number>('acme:quest-level', 0)
export function registerAccountState(kit: AppKit): () => void {
  const undo = kit.accountState.register(QUEST_LEVEL)
  kit.accountState.update(QUEST_LEVEL, 'eip155', (level) => level + 1)
  return undo
}

// Opening inputs: facts the router's opening and closing rules read (sign-in required, sessions).
export function provideOpeningInputs(kit: AppKit): () => void {
  const inputs = createStore({ isSignInRequired: true, hasSessions: false })
  return kit.openingInputs.provide(inputs)
}

// Service: an object the app and the plugin's own views find by key.
export const QUESTS_SERVICE = defineServiceKey<{ start(): void }>('acme:quests')
export function provideService(kit: AppKit): () => void {
  return kit.services.provide(QUESTS_SERVICE, { start() {} })
}

// Account view entry: a button in the Account view (a service store of @appkit/ui).
export function showAccountEntry(kit: AppKit): () => void {
  const entry = { id: 'acme:quests', label: 'Quests', view: 'acme:Quests' }
  return showAccountEntryWhen(kit, entry, (state) => state.activeNamespace === 'eip155')
}

// Hook tap: every tap returns its undo.
export function tapHook(kit: AppKit): () => void {
  return kit.hooks.shouldShowView.tap({ name: 'acme:quests', stage: STAGES.EARLY }, (view) =>
    view === 'acme:Quests' && !kit.gates.gate(QUESTS_FEATURE.name) ? false : undefined,
  )
}

// Storage key: declared with a guard that checks the stored value on read and write.
export const QUESTS_SEEN = defineStorageKey('acme:questsSeen', isFiniteNumber)
export function rememberSeen(kit: AppKit): () => void {
  kit.storage.set(QUESTS_SEEN, (kit.storage.get(QUESTS_SEEN) ?? 0) + 1)
  return () => kit.storage.remove(QUESTS_SEEN)
}
