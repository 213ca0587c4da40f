import { AppKitError, type ErrorCategory } from './AppKitError.js'

/** What a JSON-RPC node or an EIP-1193 provider answers on failure. */
export interface RpcErrorObject {
  code: number
  message: string
  data?: unknown
}

export interface RpcErrorOptions {
  /** The message the node or wallet sent; kept as details. */
  message?: string
  data?: unknown
  cause?: unknown
}

/** Base of the JSON-RPC error family (category RPC_ERROR). */
export class RpcError extends AppKitError {
  override name = 'RpcError'
  readonly data: unknown

  constructor(
    shortMessage: string,
    code: number | undefined,
    options: RpcErrorOptions = {},
    category: ErrorCategory = 'RPC_ERROR',
  ) {
    super(shortMessage, {
      category,
      ...(code === undefined ? {} : { code }),
      ...(options.message && options.message !== shortMessage ? { details: options.message } : {}),
      cause: options.cause,
    })
    this.data = options.data
  }
}

/** Base of the EIP-1193 provider error family (category PROVIDER_ERROR). */
export class ProviderRpcError extends RpcError {
  override name = 'ProviderRpcError'

  constructor(shortMessage: string, code: number | undefined, options: RpcErrorOptions = {}) {
    super(shortMessage, code, options, 'PROVIDER_ERROR')
  }
}

/** A JSON-RPC error whose code is not one of the catalogue's (spec §8). */
export class UnknownRpcError extends RpcError {
  override name = 'UnknownRpcError'

  constructor(code: number | undefined, options: RpcErrorOptions = {}) {
    super('An unknown RPC error occurred.', code, options)
  }
}
