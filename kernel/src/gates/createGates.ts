import type { AlertCode } from '../alerts/ALERTS.js'
import type { Alerts } from '../alerts/createAlerts.js'
import { createStore, type Store } from '../store/createStore.js'
import { configFailureAlert } from './configFailureAlert.js'
import type { FeatureDefinition } from './defineFeature.js'
import { MULTI_WALLET_FEATURE } from './MULTI_WALLET_FEATURE.js'
import type { RemoteConfigResponse, RemoteFeatureEntry } from './remoteConfigSchema.js'
import {
  type FeatureExplanation,
  type ResolvedFeatures,
  type ResolveFeaturesResult,
  resolveFeatures,
} from './resolveFeatures.js'

export type GatesStatus = 'local' | 'loading' | 'remote' | 'failed'

export interface GatesState extends ResolveFeaturesResult {
  status: GatesStatus
}

export interface Gates {
  store: Store<GatesState>
  /** Fetches the project configuration and merges it; never rejects (failures keep local values). */
  load(fetchRemoteConfig: () => Promise<RemoteConfigResponse>): Promise<void>
  /**
   * Registers features (the latest registration of a name wins); the app's local values for
   * them, set before or after, apply. Registering a definition that already holds its name
   * changes nothing. Returns the undo.
   */
  register(...definitions: readonly FeatureDefinition[]): () => void
  /** Whether a registered feature is decided by the project configuration. */
  isRemote(feature: string): boolean
  /** Warns about local values (`options.features`) that no registered feature reads. */
  reportUnregisteredLocal(): void
  gate(feature: string): boolean
  explain(feature: string): FeatureExplanation | undefined
  features(): ResolvedFeatures
  /** Multi-wallet methods call this first: false, with the info alert, when multi-wallet is off. */
  requireMultiWallet(): boolean
}

export interface CreateGatesOptions {
  local: Readonly<Record<string, unknown>>
  alerts: Pick<Alerts, 'show'>
  /** Where the unregistered-local-feature warning goes (the kit's logger). */
  warn?: (message: string, data?: unknown) => void
}

/**
 * One kit's feature gates: the features its packages register, the app's local values and the
 * project configuration, merged by the spec §6 rules. The kernel registers only the features
 * its own code reads (multiWallet).
 */
export function createGates({ local, alerts, warn }: CreateGatesOptions): Gates {
  const registrations: FeatureDefinition[] = []
  let remote: readonly RemoteFeatureEntry[] | undefined
  const definitions = () => {
    const latest = new Map<string, FeatureDefinition>()
    for (const definition of registrations) {
      latest.delete(definition.name)
      latest.set(definition.name, definition)
    }
    return [...latest.values()]
  }
  const resolve = () => resolveFeatures({ definitions: definitions(), local, remote })

  const store = createStore<GatesState>({ status: 'local', ...resolve() })

  function show(code: AlertCode | undefined, detail?: string) {
    if (code) alerts.show(code, detail === undefined ? { once: true } : { detail, once: true })
  }

  function register(...added: readonly FeatureDefinition[]) {
    const current = definitions()
    const changes = added.some((definition) => !current.includes(definition))
    registrations.push(...added)
    if (changes) store.setState(resolve())
    let undone = false
    return () => {
      if (undone) return
      undone = true
      for (const definition of added) {
        const index = registrations.lastIndexOf(definition)
        if (index !== -1) registrations.splice(index, 1)
      }
      store.setState(resolve())
    }
  }

  register(MULTI_WALLET_FEATURE)

  return {
    store,
    register,
    async load(fetchRemoteConfig) {
      store.setState({ status: 'loading' })
      try {
        const response = await fetchRemoteConfig()
        remote = response.features
        const resolved = resolve()
        store.setState({ status: 'remote', ...resolved })
        if (resolved.ignoredLocal.length > 0) {
          show('LOCAL_CONFIGURATION_IGNORED', resolved.ignoredLocal.join(', '))
        }
      } catch (error) {
        store.setState({ status: 'failed' })
        show(configFailureAlert(error))
      }
    },
    isRemote: (feature) =>
      definitions().some((definition) => definition.name === feature && !!definition.remote),
    reportUnregisteredLocal() {
      const known = new Set(definitions().map((definition) => definition.name))
      const unknown = Object.keys(local).filter((name) => !known.has(name))
      if (unknown.length > 0) {
        warn?.(`Local features no installed package registers (ignored): ${unknown.join(', ')}`, {
          features: unknown,
        })
      }
    },
    gate: (feature) => Boolean(store.getState().features[feature]),
    explain: (feature) => store.getState().explanations[feature],
    features: () => store.getState().features,
    requireMultiWallet() {
      if (store.getState().features[MULTI_WALLET_FEATURE.name]) return true
      alerts.show('MULTI_WALLET_NOT_ENABLED')
      return false
    },
  }
}
