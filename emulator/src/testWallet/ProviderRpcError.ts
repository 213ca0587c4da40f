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
  // EIP-5792 (wallet call bundles)
  static readonly unsupportedCapability = 5700
  static readonly unsupportedChainId = 5710
  static readonly duplicateBundleId = 5720
  static readonly unknownBundleId = 5730
  static readonly atomicityNotSupported = 5760

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

/** EIP-5792 5700: a capability the wallet does not support was not marked `optional: true`. */
export function unsupportedCapabilityError(name: string): ProviderRpcError {
  return new ProviderRpcError(
    ProviderRpcError.unsupportedCapability,
    `Unsupported non-optional capability: ${name}`,
  )
}

/** EIP-5792 5710: wallet_sendCalls for a chain other than the active one. */
export function unsupportedChainIdError(chainIdHex: string): ProviderRpcError {
  return new ProviderRpcError(
    ProviderRpcError.unsupportedChainId,
    `Unsupported chain id ${chainIdHex}: send the calls on the active chain or switch first.`,
  )
}

/** EIP-5792 5720: a caller-given bundle id that was already used. */
export function duplicateBundleIdError(id: string): ProviderRpcError {
  return new ProviderRpcError(
    ProviderRpcError.duplicateBundleId,
    `Duplicate ID: a bundle with id ${id} was already submitted.`,
  )
}

/** EIP-5792 5730: wallet_getCallsStatus for an id this wallet never returned. */
export function unknownBundleIdError(id: string): ProviderRpcError {
  return new ProviderRpcError(
    ProviderRpcError.unknownBundleId,
    `Unknown bundle id: ${id} has not been submitted.`,
  )
}

/** EIP-5792 5760: `atomicRequired: true`, but the wallet sends the calls one by one. */
export function atomicityNotSupportedError(): ProviderRpcError {
  return new ProviderRpcError(
    ProviderRpcError.atomicityNotSupported,
    'Atomicity not supported: this wallet sends the calls as separate transactions.',
  )
}
