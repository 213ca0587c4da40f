import { AppKitError, DAY_MS, SECOND_MS } from '@appkit/kernel'
import { Either, ParseResult, Schema } from 'effect'
import type { PermissionsMethod } from '../provider/createEmbeddedWalletProvider.js'
import { PermissionRequest, PermissionRevocation } from './permissionSchemas.js'

/** Protocol: a session's expiry is at most 30 days ahead. */
export const MAX_SESSION_SECONDS = (30 * DAY_MS) / SECOND_MS

export interface PermissionsParamsContext {
  /** Unix seconds. */
  now: number
  /** The wallet's current chain: a request names it. */
  chainId: number
}

function invalid(what: string): AppKitError {
  return new AppKitError(`Invalid permission request: ${what}`, {
    category: 'VALIDATION_ERROR',
    code: -32602,
  })
}

/** The first thing wrong, with the field's path, e.g. 'permissions.0.data.allowance: expected …'. */
function firstIssue(error: ParseResult.ParseError): string {
  const [issue] = ParseResult.ArrayFormatter.formatErrorSync(error)
  if (!issue) return 'it does not fit the ERC-7715 shape'
  const path = issue.path.map(String).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

function decodeOne<A, I>(schema: Schema.Schema<A, I>, params: readonly unknown[], what: string): A {
  if (params.length !== 1) throw invalid(`expected exactly one ${what}, got ${params.length}`)
  const result = Schema.decodeUnknownEither(schema)(params[0], { errors: 'first' })
  if (Either.isLeft(result)) throw invalid(firstIssue(result.left))
  return result.right
}

function checkChain(chainId: string, context: PermissionsParamsContext): void {
  if (Number.parseInt(chainId, 16) !== context.chainId) {
    throw invalid(`chainId: ${chainId} is not the wallet's chain 0x${context.chainId.toString(16)}`)
  }
}

/** Protocol: at most one native allowance, and one allowance per ERC-20 token. */
function checkOneAllowanceEach(permissions: PermissionRequest['permissions']): void {
  const seen = new Set<string>()
  permissions.forEach((permission, index) => {
    if (permission.type === 'contract-call') return
    const asset =
      permission.type === 'native-token-recurring-allowance'
        ? 'the native token'
        : `token ${permission.data.token.toLowerCase()}`
    if (seen.has(asset)) throw invalid(`permissions.${index}: a second allowance for ${asset}`)
    seen.add(asset)
  })
}

/**
 * Decodes an ERC-7715 request in the page (protocol: wallet_grantPermissions takes exactly one
 * PermissionRequest; wallet_revokePermissions one { permissionContext, chainId? }): returns the
 * params to send, only the known fields. Throws -32602 'Invalid permission request: <what>'
 * naming the field; an expiry must be in the future and at most 30 days ahead.
 */
export function decodePermissionsParams(
  method: PermissionsMethod,
  params: readonly unknown[],
  context: PermissionsParamsContext,
): readonly unknown[] {
  if (method === 'wallet_revokePermissions') {
    const revocation = decodeOne(PermissionRevocation, params, 'revocation')
    if (revocation.chainId !== undefined) checkChain(revocation.chainId, context)
    return [revocation]
  }
  const request = decodeOne(PermissionRequest, params, 'permission request')
  checkChain(request.chainId, context)
  checkOneAllowanceEach(request.permissions)
  if (request.expiry <= context.now) throw invalid('expiry: it is in the past')
  if (request.expiry > context.now + MAX_SESSION_SECONDS) {
    throw invalid('expiry: it is more than 30 days ahead')
  }
  return [request]
}
