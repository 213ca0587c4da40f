import { describe, expect, it } from 'vitest'
import { AppKitError } from './AppKitError.js'
import { DefaultChainError, InvalidChainIdError, UnrecognizedChainError } from './chainErrors.js'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NODE_ERRORS,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  toNodeError,
} from './nodeErrors.js'
import {
  AtomicityNotSupportedError,
  AtomicUpgradeRejectedError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateBundleIdError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './providerErrors.js'
import { UnknownRpcError } from './RpcError.js'
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
import { RPC_ERROR_CLASSES, toRpcError } from './toRpcError.js'

// Every code of spec §8, the class it maps to and its category.
const CODES = [
  [-32700, ParseRpcError, 'RPC_ERROR', 'parse'],
  [-32600, InvalidRequestRpcError, 'RPC_ERROR', 'invalid request'],
  [-32601, MethodNotFoundRpcError, 'RPC_ERROR', 'method not found'],
  [-32602, InvalidParamsRpcError, 'RPC_ERROR', 'invalid params'],
  [-32603, InternalRpcError, 'RPC_ERROR', 'internal'],
  [-32000, InvalidInputRpcError, 'RPC_ERROR', 'invalid input'],
  [-32001, ResourceNotFoundRpcError, 'RPC_ERROR', 'resource not found'],
  [-32002, ResourceUnavailableRpcError, 'RPC_ERROR', 'resource unavailable'],
  [-32003, TransactionRejectedRpcError, 'RPC_ERROR', 'transaction rejected'],
  [-32004, MethodNotSupportedRpcError, 'RPC_ERROR', 'method not supported'],
  [-32005, LimitExceededRpcError, 'RPC_ERROR', 'limit exceeded'],
  [-32006, JsonRpcVersionUnsupportedError, 'RPC_ERROR', 'JSON-RPC version unsupported'],
  [4001, UserRejectedRequestError, 'PROVIDER_ERROR', 'user rejected'],
  [4100, UnauthorizedProviderError, 'PROVIDER_ERROR', 'unauthorized'],
  [4200, UnsupportedProviderMethodError, 'PROVIDER_ERROR', 'unsupported method'],
  [4900, ProviderDisconnectedError, 'PROVIDER_ERROR', 'provider disconnected'],
  [4901, ChainDisconnectedError, 'PROVIDER_ERROR', 'chain disconnected'],
  [4902, UnrecognizedChainError, 'PROVIDER_ERROR', 'unrecognized chain / switch chain error'],
  [5700, UnsupportedNonOptionalCapabilityError, 'PROVIDER_ERROR', 'unsupported capability'],
  [5710, UnsupportedChainIdError, 'PROVIDER_ERROR', 'unsupported chain id'],
  [5720, DuplicateBundleIdError, 'PROVIDER_ERROR', 'duplicate bundle id'],
  [5730, UnknownBundleIdError, 'PROVIDER_ERROR', 'unknown bundle id'],
  [5740, BundleTooLargeError, 'PROVIDER_ERROR', 'bundle too large'],
  [5750, AtomicUpgradeRejectedError, 'PROVIDER_ERROR', 'atomic upgrade rejected'],
  [5760, AtomicityNotSupportedError, 'PROVIDER_ERROR', 'atomicity unsupported'],
  [5000, DefaultChainError, 'PROVIDER_ERROR', 'default'],
  [32603, InvalidChainIdError, 'PROVIDER_ERROR', 'invalid chain id'],
] as const

describe('toRpcError: spec §8 RPC, provider, capability and chain codes', () => {
  it.each(CODES)('maps %i to %o (%s, spec: %s)', (code, ErrorClass, category) => {
    const error = toRpcError({ code, message: 'from the wallet', data: { why: 1 } })
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.code).toBe(code)
    expect(ErrorClass.code).toBe(code)
    expect(error.category).toBe(category)
    expect(error.details).toBe('from the wallet')
    expect(error.data).toEqual({ why: 1 })
    expect(error.cause).toEqual({ code, message: 'from the wallet', data: { why: 1 } })
  })

  it('the table covers exactly the catalogue codes', () => {
    expect([...RPC_ERROR_CLASSES.keys()].sort()).toEqual(CODES.map(([code]) => code).sort())
  })

  it("4902 is both 'unrecognized chain' and a 'switch chain error'", () => {
    const error = toRpcError({ code: 4902, message: 'Unrecognized chain ID "0x1"' })
    expect(error).toBeInstanceOf(UnrecognizedChainError)
    expect(error).toBeInstanceOf(SwitchChainError)
    expect(new SwitchChainError().shortMessage).toBe(
      'An error occurred when attempting to switch chain.',
    )
  })

  it('an unknown code gives an UnknownRpcError keeping the code', () => {
    const error = toRpcError({ code: 1234, message: 'odd' })
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect(error.code).toBe(1234)
  })
})

// Node messages as geth, Hardhat and others word them, and the class each maps to.
const NODE_MESSAGES = [
  [3, 'execution reverted: ERC20: transfer amount exceeds balance', ExecutionRevertedError],
  [
    -32603,
    "VM Exception while processing transaction: reverted with reason string 'x'",
    ExecutionRevertedError,
  ],
  [-32000, 'max fee per gas higher than 2^256-1', FeeCapTooHighError],
  [-32000, 'max fee per gas less than block base fee: address 0x1', FeeCapTooLowError],
  [-32000, 'nonce too high', NonceTooHighError],
  [-32000, 'Nonce too low. Expected nonce to be 5 but got 4.', NonceTooLowError],
  [-32000, 'nonce has max value', NonceMaxValueError],
  [-32000, 'insufficient funds for gas * price + value', InsufficientFundsError],
  [-32603, "Sender doesn't have enough funds to send tx.", InsufficientFundsError],
  [-32000, 'intrinsic gas too high', IntrinsicGasTooHighError],
  [-32000, 'intrinsic gas too low', IntrinsicGasTooLowError],
  [-32000, 'transaction type not supported', TransactionTypeNotSupportedError],
  [-32000, 'max priority fee per gas higher than max fee per gas', TipAboveFeeCapError],
] as const

describe('toRpcError: spec §8 node errors, by message', () => {
  it.each(NODE_MESSAGES)('code %i %j -> %o', (code, message, ErrorClass) => {
    const error = toRpcError({ code, message })
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error.category).toBe('RPC_ERROR')
    expect(error.code).toBe(code)
    expect(error.details).toBe(message)
  })

  it('every node error class is matched by at least one message', () => {
    const matched = new Set(NODE_MESSAGES.map(([, , ErrorClass]) => ErrorClass))
    for (const ErrorClass of NODE_ERRORS) expect(matched.has(ErrorClass)).toBe(true)
  })

  it("code 3 is always 'execution reverted'", () => {
    expect(toRpcError({ code: 3, message: 'custom error 0x1234' })).toBeInstanceOf(
      ExecutionRevertedError,
    )
    expect(ExecutionRevertedError.code).toBe(3)
  })

  it('provider codes are not reinterpreted by message, and plain messages fall back to the code', () => {
    expect(toRpcError({ code: 4001, message: 'insufficient funds' })).toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(toRpcError({ code: -32000, message: 'header not found' })).toBeInstanceOf(
      InvalidInputRpcError,
    )
    expect(toNodeError({ code: -32000, message: 'header not found' })).toBeUndefined()
  })
})
