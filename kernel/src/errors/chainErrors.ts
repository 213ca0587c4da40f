import { SwitchChainError } from './providerErrors.js'
import { ProviderRpcError, type RpcErrorOptions } from './RpcError.js'

// The chain codes of spec §8: '4902 unrecognized chain, 5000 default, 32603 invalid chain id'.

/**
 * Spec §8 '4902 unrecognized chain': the wallet does not know the chain (add it first).
 * Same code as the provider's 'switch chain error', so it is one of those too.
 */
export class UnrecognizedChainError extends SwitchChainError {
  override name = 'UnrecognizedChainError'

  constructor(options: RpcErrorOptions = {}) {
    super(options, 'Unrecognized chain id. Try adding the chain first.')
  }
}

/** Spec §8 '5000 default': a chain error with no more specific code. */
export class DefaultChainError extends ProviderRpcError {
  static readonly code = 5000
  override name = 'DefaultChainError'

  constructor(options: RpcErrorOptions = {}) {
    super('An error occurred on the chain.', DefaultChainError.code, options)
  }
}

/** Spec §8 '32603 invalid chain id' (positive, unlike JSON-RPC's -32603 internal error). */
export class InvalidChainIdError extends ProviderRpcError {
  static readonly code = 32603
  override name = 'InvalidChainIdError'

  constructor(options: RpcErrorOptions = {}) {
    super('The chain id is invalid.', InvalidChainIdError.code, options)
  }
}
