import {
  type FeatureName,
  type LocalFeatures,
  REMOTE_FEATURE_KEYS,
  type RemoteFeatureKey,
  type SocialProvider,
} from '../types/Features.js'
import { DEFAULT_LOCAL_FEATURES, DEFAULT_REMOTE_FEATURES } from './DEFAULT_FEATURES.js'
import { providerListOf } from './providerListOf.js'
import type { RemoteFeatureEntry } from './remoteConfigSchema.js'

export interface ResolvedFeatures extends LocalFeatures {
  swapsProviders: readonly string[]
  onrampProviders: readonly string[]
}

export type FeatureSource = 'remote' | 'local' | 'default' | 'pay'

/** Why a feature has its value: what devtools' Gates tab shows. */
export interface FeatureExplanation {
  feature: FeatureName
  local: unknown
  remote: unknown
  result: unknown
  source: FeatureSource
  reason: string
}

export interface ResolveFeaturesInput {
  local: Partial<LocalFeatures>
  /** The project's remote features, or undefined when the config call failed or was not made. */
  remote: readonly RemoteFeatureEntry[] | undefined
}

export interface ResolveFeaturesResult {
  features: ResolvedFeatures
  explanations: Readonly<Record<FeatureName, FeatureExplanation>>
  /** Local values that remote configuration overrode: the 'local configuration ignored' notice. */
  ignoredLocal: readonly RemoteFeatureKey[]
}

const isRemoteKey = (key: string): key is RemoteFeatureKey =>
  (REMOTE_FEATURE_KEYS as readonly string[]).includes(key)

/** Socials keep their default unless the config names at least one provider. */
function socialsOf(config: unknown, fallback: readonly string[]): readonly string[] {
  if (!Array.isArray(config)) return fallback
  const names = config.filter((name): name is string => typeof name === 'string')
  return names.length > 0 ? names : fallback
}

/** The value a remote entry gives a feature: provider lists for swaps/onramp/socials. */
function remoteValue(key: RemoteFeatureKey, entry: RemoteFeatureEntry | undefined) {
  const fallback = DEFAULT_REMOTE_FEATURES[key]
  if (!entry) return fallback
  if (!entry.isEnabled) return false
  if (key === 'swaps' || key === 'onramp') return providerListOf(entry.config, fallback as string[])
  if (Array.isArray(fallback)) return socialsOf(entry.config, fallback)
  return true
}

/**
 * Spec §6: remote project configuration decides email, socials, swaps, onramp, activity,
 * multiWallet and reownBranding, overriding local settings; when the config call fails the
 * local values hold, and the defaults fill whatever neither side set. With pay on, email and
 * socials are off.
 */
export function resolveFeatures({ local, remote }: ResolveFeaturesInput): ResolveFeaturesResult {
  const values: Record<string, unknown> = {}
  const explanations: Record<string, FeatureExplanation> = {}
  const ignoredLocal: RemoteFeatureKey[] = []

  const localKeys = Object.keys(DEFAULT_LOCAL_FEATURES) as (keyof typeof DEFAULT_LOCAL_FEATURES)[]
  for (const key of localKeys) {
    const given = local[key]
    const result = given ?? DEFAULT_LOCAL_FEATURES[key]
    values[key] = result
    explanations[key] = {
      feature: key,
      local: given,
      remote: undefined,
      result,
      source: given === undefined ? 'default' : 'local',
      reason: given === undefined ? 'local default' : 'set locally',
    }
  }

  for (const key of REMOTE_FEATURE_KEYS) {
    const given = local[key]
    const entry = remote?.find((e) => e.id === key)
    let result: unknown
    let source: FeatureSource
    let reason: string
    if (remote) {
      result = remoteValue(key, entry)
      source = 'remote'
      reason = entry
        ? 'set by the project configuration'
        : 'remote default (not in the project configuration)'
      if (given !== undefined) ignoredLocal.push(key)
    } else if (given !== undefined) {
      result = given
      source = 'local'
      reason = 'set locally (project configuration unavailable)'
    } else {
      result = DEFAULT_REMOTE_FEATURES[key]
      source = 'default'
      reason = 'remote default (project configuration unavailable)'
    }
    values[key] = result
    explanations[key] = { feature: key, local: given, remote: entry, result, source, reason }
  }

  if (values.pay) {
    for (const key of ['email', 'socials'] as const) {
      values[key] = false
      explanations[key] = {
        ...explanations[key]!,
        result: false,
        source: 'pay',
        reason: 'pay is on, so email and socials are off',
      }
    }
  }

  const providers = (value: unknown): readonly string[] => (Array.isArray(value) ? value : [])
  const features: ResolvedFeatures = {
    ...(values as Omit<LocalFeatures, 'swaps' | 'onramp' | 'socials'>),
    swaps: Boolean(values.swaps),
    onramp: Boolean(values.onramp),
    socials: Array.isArray(values.socials) ? (values.socials as SocialProvider[]) : false,
    swapsProviders: providers(values.swaps),
    onrampProviders: providers(values.onramp),
  }
  for (const key of ['swaps', 'onramp'] as const) explanations[key]!.result = features[key]

  return {
    features,
    explanations: explanations as Record<FeatureName, FeatureExplanation>,
    ignoredLocal: ignoredLocal.filter(isRemoteKey),
  }
}
