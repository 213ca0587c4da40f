import { DefaultChainError, InvalidChainIdError, UnrecognizedChainError } from './chainErrors.js'
import { toNodeError } from './nodeErrors.js'
import {
  AtomicityNotSupportedError,
  AtomicUpgradeRejectedError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateBundleIdError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './providerErrors.js'
import {
  type RpcError,
  type RpcErrorObject,
  type RpcErrorOptions,
  UnknownRpcError,
} from './RpcError.js'
import {
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
} from './rpcErrors.js'

export type RpcErrorClass = (new (
  options?: RpcErrorOptions,
) => RpcError) & { readonly code: number }

/** Every code of spec §8 ('RPC codes', provider, capability and chain codes) and its class. */
export const RPC_ERROR_CLASSES: ReadonlyMap<number, RpcErrorClass> = new Map<number, RpcErrorClass>(
  [
    ParseRpcError,
    InvalidRequestRpcError,
    MethodNotFoundRpcError,
    InvalidParamsRpcError,
    InternalRpcError,
    InvalidInputRpcError,
    ResourceNotFoundRpcError,
    ResourceUnavailableRpcError,
    TransactionRejectedRpcError,
    MethodNotSupportedRpcError,
    LimitExceededRpcError,
    JsonRpcVersionUnsupportedError,
    UserRejectedRequestError,
    UnauthorizedProviderError,
    UnsupportedProviderMethodError,
    ProviderDisconnectedError,
    ChainDisconnectedError,
    UnrecognizedChainError,
    UnsupportedNonOptionalCapabilityError,
    UnsupportedChainIdError,
    DuplicateBundleIdError,
    UnknownBundleIdError,
    BundleTooLargeError,
    AtomicUpgradeRejectedError,
    AtomicityNotSupportedError,
    DefaultChainError,
    InvalidChainIdError,
  ].map((ErrorClass) => [ErrorClass.code, ErrorClass]),
)

/**
 * Maps a JSON-RPC or EIP-1193 error object to its typed AppKitError subclass.
 * Generic node codes (negative, or 3) are first matched on the node's message text
 * ('nonce too low', 'insufficient funds', ...), then on the code; unknown codes give
 * an UnknownRpcError. The original object is kept as `cause`, its message as `details`.
 *
 * @example
 * toRpcError({ code: 4001, message: 'User denied' }) // UserRejectedRequestError
 */
export function toRpcError(error: RpcErrorObject): RpcError {
  const options: RpcErrorOptions = { message: error.message, data: error.data, cause: error }
  const ErrorClass = RPC_ERROR_CLASSES.get(error.code)
  if (ErrorClass === undefined || error.code < 0 || error.code === 3) {
    const nodeError = toNodeError(error)
    if (nodeError) return nodeError
  }
  return ErrorClass ? new ErrorClass(options) : new UnknownRpcError(error.code, options)
}
