import { Schema } from 'effect'

/**
 * One entry of GET /appkit/v1/config `features`: an id, whether it is on, and its options.
 * `config` is decoded as unknown on purpose: spec §5 says a provider config that is not an
 * array of strings means no providers, so a malformed one must reach resolveFeatures (which
 * reads it with providerListOf) instead of failing the whole project configuration.
 */
export const RemoteFeatureEntry = Schema.Struct({
  id: Schema.String,
  isEnabled: Schema.NullishOr(Schema.Boolean),
  config: Schema.optional(Schema.Unknown),
})
export type RemoteFeatureEntry = typeof RemoteFeatureEntry.Type

export const RemoteConfigResponse = Schema.Struct({
  features: Schema.Array(RemoteFeatureEntry),
})
export type RemoteConfigResponse = typeof RemoteConfigResponse.Type
