import { RpcError, type RpcErrorObject, type RpcErrorOptions } from './RpcError.js'

// Node error messages of spec §8 ('Node errors mapped'), recognised by the node's message text.

export interface NodeErrorOptions extends RpcErrorOptions {
  /** The code the node sent with the message. */
  code?: number
}

/** Spec §8 node error: execution reverted (code 3). */
export class ExecutionRevertedError extends RpcError {
  static readonly code = 3
  static readonly nodeMessage = /execution reverted|\brevert(?:ed)?\b/i
  override name = 'ExecutionRevertedError'

  constructor(options: NodeErrorOptions = {}) {
    super('Execution reverted.', options.code ?? ExecutionRevertedError.code, options)
  }
}

/** Spec §8 node error: fee cap too high. */
export class FeeCapTooHighError extends RpcError {
  static readonly nodeMessage = /(?:max fee per gas|fee cap) higher than 2\^256-1/i
  override name = 'FeeCapTooHighError'

  constructor(options: NodeErrorOptions = {}) {
    super(
      'The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).',
      options.code,
      options,
    )
  }
}

/** Spec §8 node error: fee cap too low. */
export class FeeCapTooLowError extends RpcError {
  static readonly nodeMessage =
    /(?:max fee per gas|fee cap) less than block base fee|transaction is outdated/i
  override name = 'FeeCapTooLowError'

  constructor(options: NodeErrorOptions = {}) {
    super(
      'The fee cap (maxFeePerGas) cannot be lower than the block base fee.',
      options.code,
      options,
    )
  }
}

/** Spec §8 node error: nonce too high. */
export class NonceTooHighError extends RpcError {
  static readonly nodeMessage = /nonce too high/i
  override name = 'NonceTooHighError'

  constructor(options: NodeErrorOptions = {}) {
    super('The nonce is higher than the next one expected.', options.code, options)
  }
}

/** Spec §8 node error: nonce too low. */
export class NonceTooLowError extends RpcError {
  static readonly nodeMessage = /nonce too low|transaction already imported|already known/i
  override name = 'NonceTooLowError'

  constructor(options: NodeErrorOptions = {}) {
    super('The nonce is lower than the current nonce of the account.', options.code, options)
  }
}

/** Spec §8 node error: nonce max value. */
export class NonceMaxValueError extends RpcError {
  static readonly nodeMessage = /nonce has max value/i
  override name = 'NonceMaxValueError'

  constructor(options: NodeErrorOptions = {}) {
    super('The nonce has reached its maximum allowed value.', options.code, options)
  }
}

/** Spec §8 node error: insufficient funds. */
export class InsufficientFundsError extends RpcError {
  static readonly nodeMessage =
    /insufficient funds|exceeds transaction sender account balance|doesn't have enough funds/i
  override name = 'InsufficientFundsError'

  constructor(options: NodeErrorOptions = {}) {
    super(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
      options.code,
      options,
    )
  }
}

/** Spec §8 node error: gas too high. */
export class IntrinsicGasTooHighError extends RpcError {
  static readonly nodeMessage = /intrinsic gas too high|gas limit reached|exceeds block gas limit/i
  override name = 'IntrinsicGasTooHighError'

  constructor(options: NodeErrorOptions = {}) {
    super(
      'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
      options.code,
      options,
    )
  }
}

/** Spec §8 node error: gas too low. */
export class IntrinsicGasTooLowError extends RpcError {
  static readonly nodeMessage = /intrinsic gas too low|requires at least \d+ gas/i
  override name = 'IntrinsicGasTooLowError'

  constructor(options: NodeErrorOptions = {}) {
    super('The amount of gas provided for the transaction is too low.', options.code, options)
  }
}

/** Spec §8 node error: unsupported transaction type. */
export class TransactionTypeNotSupportedError extends RpcError {
  static readonly nodeMessage = /transaction type not (?:valid|supported)/i
  override name = 'TransactionTypeNotSupportedError'

  constructor(options: NodeErrorOptions = {}) {
    super('The transaction type is not supported for this chain.', options.code, options)
  }
}

/** Spec §8 node error: tip above fee cap. */
export class TipAboveFeeCapError extends RpcError {
  static readonly nodeMessage =
    /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i
  override name = 'TipAboveFeeCapError'

  constructor(options: NodeErrorOptions = {}) {
    super(
      'The priority fee (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).',
      options.code,
      options,
    )
  }
}

/** Every node error class, in matching order (the first whose `nodeMessage` matches wins). */
export const NODE_ERRORS = [
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  NonceMaxValueError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  TransactionTypeNotSupportedError,
  TipAboveFeeCapError,
] as const

/** Maps a node's error to its typed class by message text (code 3 is always a revert), else undefined. */
export function toNodeError(error: RpcErrorObject): RpcError | undefined {
  const options: NodeErrorOptions = {
    code: error.code,
    message: error.message,
    data: error.data,
    cause: error,
  }
  if (error.code === ExecutionRevertedError.code) return new ExecutionRevertedError(options)
  const match = NODE_ERRORS.find((NodeErrorClass) => NodeErrorClass.nodeMessage.test(error.message))
  return match ? new match(options) : undefined
}
