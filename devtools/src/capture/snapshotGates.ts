import type { AppKit } from '@appkit/kernel'
import { toSerializable } from '../serialize/toSerializable.js'
import type { GateSnapshot, GatesSnapshot } from '../session/DevtoolsSession.js'

function gateSnapshot(kit: AppKit, feature: string, result: unknown): GateSnapshot {
  const explanation = kit.gates.explain(feature)
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
 * `kit.gates.features()` its local value, remote value, result and why (`kit.gates.explain`).
 */
export function snapshotGates(kit: AppKit): GatesSnapshot {
  const features = kit.gates.features()
  return {
    status: String(kit.gates.store.getState().status),
    features: Object.entries(features).map(([feature, result]) =>
      gateSnapshot(kit, feature, result),
    ),
  }
}
