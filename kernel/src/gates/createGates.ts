import type { AlertCode } from '../alerts/ALERTS.js'
import type { Alerts } from '../alerts/createAlerts.js'
import { createStore, type Store } from '../store/createStore.js'
import type { FeatureName, LocalFeatures } from '../types/Features.js'
import { configFailureAlert } from './configFailureAlert.js'
import type { RemoteConfigResponse } from './remoteConfigSchema.js'
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
  gate(feature: FeatureName): boolean
  explain(feature: FeatureName): FeatureExplanation
  features(): ResolvedFeatures
  /** Multi-wallet methods call this first: false, with the info alert, when multi-wallet is off. */
  requireMultiWallet(): boolean
}

export interface CreateGatesOptions {
  local: Partial<LocalFeatures>
  alerts: Pick<Alerts, 'show'>
}

export function createGates({ local, alerts }: CreateGatesOptions): Gates {
  const store = createStore<GatesState>({
    status: 'local',
    ...resolveFeatures({ local, remote: undefined }),
  })

  function show(code: AlertCode | undefined, detail?: string) {
    if (code) alerts.show(code, detail === undefined ? { once: true } : { detail, once: true })
  }

  return {
    store,
    async load(fetchRemoteConfig) {
      store.setState({ status: 'loading' })
      try {
        const response = await fetchRemoteConfig()
        const resolved = resolveFeatures({ local, remote: response.features })
        store.setState({ status: 'remote', ...resolved })
        if (resolved.ignoredLocal.length > 0) {
          show('LOCAL_CONFIGURATION_IGNORED', resolved.ignoredLocal.join(', '))
        }
      } catch (error) {
        store.setState({ status: 'failed' })
        show(configFailureAlert(error))
      }
    },
    gate: (feature) => Boolean(store.getState().features[feature]),
    explain: (feature) => store.getState().explanations[feature],
    features: () => store.getState().features,
    requireMultiWallet() {
      if (store.getState().features.multiWallet) return true
      alerts.show('MULTI_WALLET_NOT_ENABLED')
      return false
    },
  }
}
