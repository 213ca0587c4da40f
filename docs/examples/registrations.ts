// One short example per registration point of docs/plugins.md. Each function is what a plugin's
// `setup(ctx)` would do with its context; each returns the undo the registration gave (the
// kernel also undoes it when the plugin is torn down). tsc checks this file and
// tests/unit/pluginsDoc.test.ts runs it.
import {
  createStore,
  defineAccountStateKey,
  defineAlert,
  defineFeature,
  defineMessages,
  defineServiceKey,
  type NamespaceAdapter,
  type PluginContext,
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
export function registerFeature(ctx: PluginContext): () => void {
  return ctx.register.features(QUESTS_FEATURE)
}

// Alert: registered once, shown by code.
export const QUESTS_DOWN = defineAlert({
  code: 'ACME_QUESTS_DOWN',
  variant: 'error',
  shortMessage: 'Quests unavailable',
  longMessage: 'The quests service did not answer',
})
export function registerAlert(ctx: PluginContext): () => void {
  const undo = ctx.register.alerts(QUESTS_DOWN)
  ctx.alerts.show(QUESTS_DOWN.code, { detail: 'HTTP 503', once: true })
  return undo
}

// Messages: English beside the code that shows it; every other locale one lazy chunk.
export const questsMessages = defineMessages('acme.quests', {
  title: 'Quests',
  left: '{count, plural, one {# quest left} other {# quests left}}',
})
export function registerMessages(ctx: PluginContext): () => void {
  return ctx.register.messages({
    name: 'acme:quests',
    load: async (locale) =>
      locale === 'fr' ? (await import('./locales/fr.js')).default : undefined,
  })
}

// View: a name, a lazy loader (the module's default export is the view's component) and the
// modal header's title for it.
export function registerView(ctx: PluginContext): () => void {
  return ctx.register.view('acme:Rewards', () => import('./RewardsView.js'), {
    title: (data) => (typeof data?.tier === 'string' ? `Rewards: ${data.tier}` : 'Rewards'),
  })
}

// Connector destination: where picking a connector of a type in the Connect list leads.
export function registerConnectorDestination(ctx: PluginContext): () => void {
  return ctx.register.connectorDestination('EXTERNAL', (connector, { isMobile }) => ({
    view: isMobile ? 'acme:ConnectingMobile' : 'ConnectingExternal',
    data: { connectorId: connector.id, name: connector.name },
  }))
}

// Per-account state: a typed slice, cleared when the family's account changes or disconnects.
export const QUEST_LEVEL = defineAccountStateKey<number>('acme:quest-level', 0)
export function registerAccountState(ctx: PluginContext): () => void {
  const undo = ctx.register.accountState(QUEST_LEVEL)
  ctx.accountState.update(QUEST_LEVEL, 'eip155', (level) => level + 1)
  return undo
}

// Opening inputs: facts the router's opening and closing rules read (sign-in required, sessions).
export function provideOpeningInputs(ctx: PluginContext): () => void {
  const inputs = createStore({ isSignInRequired: true, hasSessions: false })
  return ctx.register.openingInputs(inputs)
}

// Service: an object the app and the plugin's own views find by key.
export const QUESTS_SERVICE = defineServiceKey<{ start(): void }>('acme:quests')
export function provideService(ctx: PluginContext): () => void {
  return ctx.register.service(QUESTS_SERVICE, { start() {} })
}

// Account view entry: a button in the Account view (a shared service store of @appkit/ui).
export function showAccountEntry(ctx: PluginContext): () => void {
  const entry = { id: 'acme:quests', label: 'Quests', view: 'acme:Quests' }
  return showAccountEntryWhen(ctx, entry, (state) => state.activeNamespace === 'eip155')
}

// Hook tap: tap-only, and every tap returns its undo.
export function tapHook(ctx: PluginContext): () => void {
  return ctx.hooks.shouldShowView.tap({ name: 'acme:quests', stage: STAGES.EARLY }, (view) =>
    view === 'acme:Quests' && !ctx.gates.gate(QUESTS_FEATURE.name) ? false : undefined,
  )
}

// Storage key: a guard checks the value on read and write; a disconnect removes this one.
export const QUESTS_SEEN = defineStorageKey('acme:questsSeen', isFiniteNumber, {
  clearOnDisconnect: true,
})
export function rememberSeen(ctx: PluginContext): () => void {
  const undo = ctx.register.storageKey(QUESTS_SEEN)
  ctx.storage.set(QUESTS_SEEN, (ctx.storage.get(QUESTS_SEEN) ?? 0) + 1)
  return undo
}

// Chain family: its adapter, and the connectors through which the Connect list reaches it.
export const ACME_WALLET_ID = 'acme-wallet'
export function registerFamily(ctx: PluginContext, adapter: NamespaceAdapter): () => void {
  const undoFamily = ctx.register.family(adapter)
  const undoConnector = ctx.register.connector({
    id: ACME_WALLET_ID,
    type: 'INJECTED',
    name: 'Acme Wallet',
    chain: adapter.namespace,
  })
  return () => {
    undoConnector()
    undoFamily()
  }
}

// A request the plugin makes itself: the kernel announces it through the request hooks.
export async function fetchQuests(ctx: PluginContext, url: string): Promise<Response> {
  const observer = ctx.requestObserver('acme:quests')
  const request = { id: 1, kind: 'http' as const, method: 'GET', url }
  observer.started(request)
  const response = await (ctx.options.fetch ?? globalThis.fetch)(url)
  const { status, ok } = response
  observer.finished({ ...request, attempts: 1, durationMs: 0, status, ok })
  return response
}
