import { Schema } from 'effect'

/**
 * `GET /v1/supported-chains` (spec §7 Blockchain data provider): the CAIP-2 ids the API serves
 * over HTTP (and WebSocket); anything else fails closed.
 */
export const SupportedChainsResponse = Schema.Struct({
  http: Schema.Array(Schema.String),
  ws: Schema.optional(Schema.Array(Schema.String)),
})
