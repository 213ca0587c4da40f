import { Schema } from 'effect'

/** A JSON-RPC 2.0 error object: { code, message, data? }. */
export const JsonRpcErrorObject = Schema.Struct({
  code: Schema.Number,
  message: Schema.String,
  data: Schema.optional(Schema.Unknown),
})

/** One JSON-RPC 2.0 response: `result` or `error`, matched to its request by `id`. */
export const JsonRpcResponse = Schema.Struct({
  jsonrpc: Schema.Literal('2.0'),
  id: Schema.Union(Schema.Number, Schema.String, Schema.Null),
  result: Schema.optional(Schema.Unknown),
  error: Schema.optional(JsonRpcErrorObject),
})
export type JsonRpcResponse = typeof JsonRpcResponse.Type

/** What a node may answer to a POST: one response, or an array for a batch. */
export const JsonRpcResponseBody = Schema.Union(JsonRpcResponse, Schema.Array(JsonRpcResponse))
export type JsonRpcResponseBody = typeof JsonRpcResponseBody.Type
