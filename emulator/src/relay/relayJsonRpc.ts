/**
 * A JSON-RPC id as the relay keeps it: integers longer than JavaScript numbers hold exactly
 * (WalletConnect ids are up to 19 digits) stay bigint so the answer carries the same digits.
 */
export type RelayRpcId = string | number | bigint

export interface RelayRpcRequest {
  kind: 'request'
  id: RelayRpcId
  method: string
  params: unknown
}

export interface RelayRpcResponse {
  kind: 'response'
  id: RelayRpcId
  /** Present when the response is a success. */
  result?: unknown
  error?: { code: number; message: string }
}

export interface RelayRpcInvalid {
  kind: 'invalid'
  /** The id when one could be read, else null (JSON-RPC answers errors without id with null). */
  id: RelayRpcId | null
  code: number
  message: string
}

export type RelayFrame = RelayRpcRequest | RelayRpcResponse | RelayRpcInvalid

/** JSON-RPC 2.0 error codes the relay answers with. */
export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const
