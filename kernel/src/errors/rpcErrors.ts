import { RpcError, type RpcErrorOptions } from './RpcError.js'

// JSON-RPC 2.0 and EIP-1474 error codes of spec §8 'RPC codes' (category RPC_ERROR).

/** Spec §8 '-32700 parse' (-32700). */
export class ParseRpcError extends RpcError {
  static readonly code = -32700
  override name = 'ParseRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('Invalid JSON was received by the server.', ParseRpcError.code, options)
  }
}

/** Spec §8 '-32600 invalid request' (-32600). */
export class InvalidRequestRpcError extends RpcError {
  static readonly code = -32600
  override name = 'InvalidRequestRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('The JSON sent is not a valid request object.', InvalidRequestRpcError.code, options)
  }
}

/** Spec §8 '-32601 method not found' (-32601). */
export class MethodNotFoundRpcError extends RpcError {
  static readonly code = -32601
  override name = 'MethodNotFoundRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('The method does not exist or is not available.', MethodNotFoundRpcError.code, options)
  }
}

/** Spec §8 '-32602 invalid params' (-32602). */
export class InvalidParamsRpcError extends RpcError {
  static readonly code = -32602
  override name = 'InvalidParamsRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('Invalid parameters were given to the method.', InvalidParamsRpcError.code, options)
  }
}

/** Spec §8 '-32603 internal' (-32603). */
export class InternalRpcError extends RpcError {
  static readonly code = -32603
  override name = 'InternalRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('An internal error was received.', InternalRpcError.code, options)
  }
}

/** Spec §8 '-32000 invalid input' (-32000). */
export class InvalidInputRpcError extends RpcError {
  static readonly code = -32000
  override name = 'InvalidInputRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('Missing or invalid parameters.', InvalidInputRpcError.code, options)
  }
}

/** Spec §8 '-32001 resource not found' (-32001). */
export class ResourceNotFoundRpcError extends RpcError {
  static readonly code = -32001
  override name = 'ResourceNotFoundRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('The requested resource was not found.', ResourceNotFoundRpcError.code, options)
  }
}

/** Spec §8 '-32002 resource unavailable' (-32002). */
export class ResourceUnavailableRpcError extends RpcError {
  static readonly code = -32002
  override name = 'ResourceUnavailableRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('The requested resource is not available.', ResourceUnavailableRpcError.code, options)
  }
}

/** Spec §8 '-32003 transaction rejected' (-32003). */
export class TransactionRejectedRpcError extends RpcError {
  static readonly code = -32003
  override name = 'TransactionRejectedRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('The transaction was rejected.', TransactionRejectedRpcError.code, options)
  }
}

/** Spec §8 '-32004 method not supported' (-32004). */
export class MethodNotSupportedRpcError extends RpcError {
  static readonly code = -32004
  override name = 'MethodNotSupportedRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('The method is not supported.', MethodNotSupportedRpcError.code, options)
  }
}

/** Spec §8 '-32005 limit exceeded' (-32005). */
export class LimitExceededRpcError extends RpcError {
  static readonly code = -32005
  override name = 'LimitExceededRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('The request exceeds a defined limit.', LimitExceededRpcError.code, options)
  }
}

/** Spec §8 '-32006 JSON-RPC version unsupported' (-32006). */
export class JsonRpcVersionUnsupportedError extends RpcError {
  static readonly code = -32006
  override name = 'JsonRpcVersionUnsupportedError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'This version of the JSON-RPC protocol is not supported.',
      JsonRpcVersionUnsupportedError.code,
      options,
    )
  }
}
