/** An EIP-1193 provider error: a numeric `code`, a `message` and optional `data`. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  static readonly userRejected = 4001
  static readonly unauthorized = 4100
  static readonly unsupportedMethod = 4200
  static readonly disconnected = 4900
  static readonly unrecognizedChain = 4902
  static readonly invalidParams = -32602
  static readonly internal = -32603

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export function userRejectedError(): ProviderRpcError {
  return new ProviderRpcError(ProviderRpcError.userRejected, 'User rejected the request.')
}

export function unauthorizedError(): ProviderRpcError {
  return new ProviderRpcError(
    ProviderRpcError.unauthorized,
    'The requested account and/or method has not been authorized by the user.',
  )
}

export function unsupportedMethodError(method: string): ProviderRpcError {
  return new ProviderRpcError(
    ProviderRpcError.unsupportedMethod,
    `The Provider does not support the requested method: ${method}`,
  )
}

export function disconnectedError(): ProviderRpcError {
  return new ProviderRpcError(
    ProviderRpcError.disconnected,
    'The Provider is disconnected from all chains.',
  )
}

export function unrecognizedChainError(chainIdHex: string): ProviderRpcError {
  return new ProviderRpcError(
    ProviderRpcError.unrecognizedChain,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  )
}

export function invalidParamsError(details: string): ProviderRpcError {
  return new ProviderRpcError(ProviderRpcError.invalidParams, `Invalid params: ${details}`)
}
