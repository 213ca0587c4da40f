import { AppKitError } from '../errors/AppKitError.js'
import { validationError } from './validationError.js'

/** The token being sent: a token balance; `address` is absent for the native token. */
export interface SendToken {
  address?: string | undefined
  symbol?: string
  [field: string]: unknown
}

export interface SendRequest {
  amount?: string | number | bigint | null | undefined
  receiverAddress?: string | null | undefined
  token?: SendToken | null | undefined
  /** 'token' for a contract transfer, 'native' for a plain transfer; by default inferred from `token.address`. */
  kind?: 'native' | 'token' | undefined
}

export interface ValidSendRequest {
  amount: string | number | bigint
  receiverAddress: string
  token: SendToken
  kind: 'native' | 'token'
}

const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/

function isMissingAmount(amount: unknown): boolean {
  return (
    amount === undefined ||
    amount === null ||
    amount === 0 ||
    amount === BigInt(0) ||
    (typeof amount === 'string' && amount.trim() === '')
  )
}

function isPositiveAmount(amount: unknown): boolean {
  if (typeof amount === 'bigint') return amount > BigInt(0)
  if (typeof amount === 'number') return Number.isFinite(amount) && amount > 0
  return typeof amount === 'string' && DECIMAL.test(amount.trim()) && Number(amount) > 0
}

function check(request: SendRequest): ValidSendRequest {
  if (typeof request !== 'object' || request === null) {
    throw validationError('An amount and receiver address are required')
  }
  const { amount, receiverAddress, token, kind } = request
  if (
    isMissingAmount(amount) ||
    typeof receiverAddress !== 'string' ||
    receiverAddress.trim() === ''
  ) {
    throw validationError('An amount and receiver address are required')
  }
  if (!isPositiveAmount(amount)) throw validationError('The amount must be a positive number')
  if (typeof token !== 'object' || token === null) throw validationError('A token is required')
  if (kind !== undefined && kind !== null && kind !== 'native' && kind !== 'token') {
    throw validationError('Invalid send request')
  }
  const resolvedKind =
    kind ?? (token.address === undefined || token.address === null ? 'native' : 'token')
  if (
    resolvedKind === 'token' &&
    (typeof token.address !== 'string' || token.address.trim() === '')
  ) {
    throw validationError('A token contract address is required')
  }
  return {
    amount: amount as string | number | bigint,
    receiverAddress,
    token,
    kind: resolvedKind,
  }
}

/**
 * The spec's send checks, in order: 'An amount and receiver address are required',
 * then 'The amount must be a positive number', 'A token is required', and for token
 * (non-native) sends 'A token contract address is required'. Returns the request with
 * its `kind` resolved.
 *
 * @example validateSendRequest({ amount: '1.5', receiverAddress: '0xabc...', token: { symbol: 'ETH' } }).kind // 'native'
 */
export function validateSendRequest(request: SendRequest): ValidSendRequest {
  try {
    return check(request)
  } catch (error) {
    if (error instanceof AppKitError) throw error
    throw validationError('Invalid send request', error)
  }
}

/** True when `validateSendRequest` would accept the value. */
export function isValidSendRequest(value: unknown): value is ValidSendRequest {
  try {
    validateSendRequest(value as SendRequest)
    return true
  } catch {
    return false
  }
}
