import { Schema } from 'effect'

/** One entry of GET /appkit/v1/config `features`: an id, whether it is on, and its options. */
export const RemoteFeatureEntry = Schema.Struct({
  id: Schema.String,
  isEnabled: Schema.NullishOr(Schema.Boolean),
  config: Schema.optional(Schema.NullishOr(Schema.Array(Schema.String))),
})
export type RemoteFeatureEntry = typeof RemoteFeatureEntry.Type

export const RemoteConfigResponse = Schema.Struct({
  features: Schema.Array(RemoteFeatureEntry),
})
export type RemoteConfigResponse = typeof RemoteConfigResponse.Type
