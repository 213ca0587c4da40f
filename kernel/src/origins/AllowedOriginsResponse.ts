import { Schema } from 'effect'

/** GET /projects/v1/origins (spec §7: 'reads allowedOrigins'). */
export const AllowedOriginsResponse = Schema.Struct({
  allowedOrigins: Schema.Array(Schema.String),
})
export type AllowedOriginsResponse = typeof AllowedOriginsResponse.Type
