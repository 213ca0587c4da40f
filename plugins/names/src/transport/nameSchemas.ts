// Loaded on first use with the names transport: effect's Schema stays out of the first load.
import { Schema } from 'effect'
import type { Identity, NameRecord, NameSuggestion } from './NameRecord.js'

export const NameRecordSchema: Schema.Schema<NameRecord, NameRecord> = Schema.Struct({
  name: Schema.String,
  addresses: Schema.Record({
    key: Schema.String,
    value: Schema.Struct({ address: Schema.String }),
  }),
  attributes: Schema.Record({ key: Schema.String, value: Schema.String }),
  registeredAt: Schema.String,
})

export const NameRecordsSchema = Schema.Array(NameRecordSchema)

export const SuggestionsSchema: Schema.Schema<
  { suggestions: readonly NameSuggestion[] },
  { suggestions: readonly NameSuggestion[] }
> = Schema.Struct({
  suggestions: Schema.Array(Schema.Struct({ name: Schema.String, registered: Schema.Boolean })),
})

export const IdentitySchema: Schema.Schema<Identity, Identity> = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
})

/** The registration's answer: the record stored (fields beyond the contract are dropped). */
export const RegistrationResponseSchema = Schema.Unknown
