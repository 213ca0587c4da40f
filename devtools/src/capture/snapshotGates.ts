import type { PluginContext } from '@appkit/kernel'
import { toSerializable } from '../serialize/toSerializable.js'
import type { GateSnapshot, GatesSnapshot } from '../session/DevtoolsSession.js'

type Gates = Pick<PluginContext['gates'], 'store' | 'features' | 'explain'>

function gateSnapshot(gates: Gates, feature: string, result: unknown): GateSnapshot {
  const explanation = gates.explain(feature)
  if (!explanation) {
    return {
      feature,
      local: null,
      remote: null,
      result: toSerializable(result),
      source: 'derived',
      reason: 'Derived from the other features',
    }
  }
  return {
    feature,
    local: toSerializable(explanation.local),
    remote: toSerializable(explanation.remote),
    result: toSerializable(explanation.result),
    source: String(explanation.source),
    reason: String(explanation.reason),
  }
}

/**
 * The Gates tab's picture of a kit: whether remote config is loaded, and for each feature of
 * `gates.features()` its local value, remote value, result and why (`gates.explain`).
 */
export function snapshotGates(gates: Gates): GatesSnapshot {
  const features = gates.features()
  return {
    status: String(gates.store.getState().status),
    features: Object.entries(features).map(([feature, result]) =>
      gateSnapshot(gates, feature, result),
    ),
  }
}
