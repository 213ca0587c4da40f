import type { FeatureDefinition } from './defineFeature.js'
import type { RemoteFeatureEntry } from './remoteConfigSchema.js'

/** The resolved values, by the names each feature exposes (e.g. swaps and swapsProviders). */
export type ResolvedFeatures = Readonly<Record<string, unknown>>

/** Where a value came from; an overruling feature names itself (e.g. 'pay'). */
export type FeatureSource = 'remote' | 'local' | 'default' | (string & {})

/** Why a feature has its value: what devtools' Gates tab shows. */
export interface FeatureExplanation {
  feature: string
  local: unknown
  remote: unknown
  result: unknown
  source: FeatureSource
  reason: string
}

export interface ResolveFeaturesInput {
  /** The registered features, in registration order. */
  definitions: readonly FeatureDefinition[]
  /** The app's local values (`options.features`). */
  local: Readonly<Record<string, unknown>>
  /** The project's remote features, or undefined when the config call failed or was not made. */
  remote: readonly RemoteFeatureEntry[] | undefined
}

export interface ResolveFeaturesResult {
  features: ResolvedFeatures
  explanations: Readonly<Record<string, FeatureExplanation>>
  /** Local values that remote configuration overrode: the 'local configuration ignored' notice. */
  ignoredLocal: readonly string[]
}

function explainOne(
  definition: FeatureDefinition,
  given: unknown,
  remote: ResolveFeaturesInput['remote'],
): FeatureExplanation {
  const feature = definition.name
  const entry = definition.remote ? remote?.find((e) => e.id === feature) : undefined
  if (definition.remote && remote) {
    return {
      feature,
      local: given,
      remote: entry,
      result: entry ? definition.remote(entry) : definition.default,
      source: 'remote',
      reason: entry
        ? 'set by the project configuration'
        : 'remote default (not in the project configuration)',
    }
  }
  const unavailable = definition.remote ? ' (project configuration unavailable)' : ''
  if (given !== undefined) {
    return {
      feature,
      local: given,
      remote: entry,
      result: given,
      source: 'local',
      reason: `set locally${unavailable}`,
    }
  }
  return {
    feature,
    local: given,
    remote: entry,
    result: definition.default,
    source: 'default',
    reason: definition.remote ? `remote default${unavailable}` : 'local default',
  }
}

/**
 * Spec §6 rules, for whatever features are registered: a feature the project configuration
 * decides takes its remote value and overrides the local one; when the config call fails the
 * local values hold, and the defaults fill whatever neither side set. Then each feature's
 * overrule runs against the values (pay turns email and socials off).
 */
export function resolveFeatures({
  definitions,
  local,
  remote,
}: ResolveFeaturesInput): ResolveFeaturesResult {
  const explanations: Record<string, FeatureExplanation> = {}
  const values: Record<string, unknown> = {}
  const ignoredLocal: string[] = []

  for (const definition of definitions) {
    const given = local[definition.name]
    const explanation = explainOne(definition, given, remote)
    if (explanation.source === 'remote' && given !== undefined) ignoredLocal.push(definition.name)
    explanations[definition.name] = explanation
    values[definition.name] = explanation.result
  }

  const settled = { ...values }
  for (const definition of definitions) {
    const overrule = definition.overrule?.(settled)
    if (!overrule) continue
    values[definition.name] = overrule.value
    explanations[definition.name] = {
      ...explanations[definition.name]!,
      result: overrule.value,
      source: overrule.source,
      reason: overrule.reason,
    }
  }

  const features: Record<string, unknown> = {}
  for (const definition of definitions) {
    const value = values[definition.name]
    const exposed = definition.expose ? definition.expose(value) : { [definition.name]: value }
    Object.assign(features, exposed)
    if (definition.name in exposed) explanations[definition.name]!.result = exposed[definition.name]
  }

  return { features, explanations, ignoredLocal }
}
