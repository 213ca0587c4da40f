import { bytesToHex, createPublicClient, http, type LocalAccount, type PublicClient } from 'viem'
import { inEnglish, type Translate } from '../i18n/Translate.js'
import { SignRequestError } from '../signing/SignRequestError.js'
import type {
  ResolvedSmartAccount,
  SmartAccountRelayer,
} from '../smartAccount/createSmartAccountRelayer.js'
import type { SessionIndex, SessionRecord } from './createSessionIndex.js'
import { decodePermissionRequest } from './decodePermissionRequest.js'
import { decodeRevokeRequest } from './decodeRevokeRequest.js'
import { describePermissionRequest } from './describePermissionRequest.js'
import type { PermissionRequest, PermissionResponse } from './PermissionRequest.js'
import { readSessionOnChain } from './readSessionOnChain.js'
import { readTokenLabels, type TokenLabel } from './readTokenLabels.js'
import { GRANT_PERMISSIONS_METHOD, REVOKE_PERMISSIONS_METHOD } from './SESSION_METHODS.js'
import { sessionApprovalMessages as m } from './sessionApprovalMessages.js'
import { grantSessionCall, revokeSessionCall } from './sessionCalls.js'
import { invalidPermissionRequest, needsSmartAccount, unknownSession } from './sessionErrors.js'

export interface SessionRequestInput {
  owner: LocalAccount
  method: string
  params: readonly unknown[]
  /** The frame's current chain. */
  chainId: number
  relayer: SmartAccountRelayer | undefined
  sessions: SessionIndex
  rpcUrl: (chainId: number) => string | undefined
  /** Unix seconds; default the wall clock. */
  nowSeconds?: number
  /** How to write what the approval screen shows; default English. */
  t?: Translate
}

/** A checked request, what the approval screen shows for it, and what running it needs. */
export type PreparedSessionRequest = { title: string; details: string } & (
  | {
      kind: 'grant'
      request: PermissionRequest & { address: `0x${string}` }
      account: ResolvedSmartAccount
    }
  | { kind: 'revoke'; record: SessionRecord; account: ResolvedSmartAccount }
)

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const clientOf = (rpcUrl: string) =>
  createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) }) as PublicClient

/**
 * Checks a wallet_grantPermissions or wallet_revokePermissions request before the user is
 * asked, signing nothing: a malformed request (-32602), an EOA or a chain without smart
 * accounts (4100), an unknown, foreign or revoked session (-32602).
 */
export async function prepareSessionRequest(
  input: SessionRequestInput,
): Promise<PreparedSessionRequest> {
  const { owner, relayer, sessions } = input
  const t = input.t ?? inEnglish
  if (input.method === GRANT_PERMISSIONS_METHOD) {
    const nowSeconds = input.nowSeconds ?? Math.floor(Date.now() / 1000)
    const request = decodePermissionRequest(input.params, { chainId: input.chainId, nowSeconds })
    const account = relayer && (await relayer.accountOf(owner.address, input.chainId))
    if (!account) throw needsSmartAccount()
    if (request.address && same(request.address, owner.address)) throw needsSmartAccount()
    if (request.address && !same(request.address, account.address)) {
      throw invalidPermissionRequest('address is not your smart account')
    }
    const normalised = { ...request, address: account.address }
    const rpcUrl = input.rpcUrl(input.chainId)
    const tokens = rpcUrl
      ? await readTokenLabels(clientOf(rpcUrl), normalised)
      : new Map<string, TokenLabel>()
    return {
      kind: 'grant',
      request: normalised,
      account,
      title: t(m.grantTitle),
      details: describePermissionRequest(normalised, tokens, undefined, t),
    }
  }
  if (input.method !== REVOKE_PERMISSIONS_METHOD) {
    throw new SignRequestError('Requested RPC call is not allowed', 4200)
  }
  const { sessionId, chainId } = decodeRevokeRequest(input.params)
  const record = sessions.get(sessionId)
  if (!record || (chainId !== undefined && chainId !== record.chainId) || record.revoked) {
    throw unknownSession(sessionId)
  }
  const account = relayer && (await relayer.accountOf(owner.address, record.chainId))
  // Another user's session is as unknown to this one as a made-up id.
  if (!account || !same(account.address, record.account)) throw unknownSession(sessionId)
  const rpcUrl = input.rpcUrl(record.chainId)
  if (rpcUrl) {
    const onChain = await readSessionOnChain(clientOf(rpcUrl), account.address, sessionId)
    if (onChain?.revoked) sessions.markRevoked(sessionId)
    if (!onChain || onChain.revoked) throw unknownSession(sessionId)
  }
  return {
    kind: 'revoke',
    record,
    account,
    title: t(m.revokeTitle),
    details: t(m.revokeDetails, {
      sessionId,
      account: record.account,
      chainId: String(record.chainId),
    }),
  }
}

/**
 * An approved wallet_grantPermissions or wallet_revokePermissions for the owner's smart
 * account, checked again (prepareSessionRequest) and run as an owner-signed batch through the
 * relayer (the first batch deploys the account). Grant answers the ERC-7715
 * PermissionResponse (the session id as `context`); revoke answers null.
 */
export async function handleSessionRequest(
  input: SessionRequestInput,
): Promise<PermissionResponse | null> {
  const prepared = await prepareSessionRequest(input)
  const { owner, relayer, sessions } = input
  if (!relayer) throw needsSmartAccount()
  if (prepared.kind === 'grant') {
    const { request, account } = prepared
    const sessionId = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
    await relayer.execute(owner, input.chainId, account, [
      grantSessionCall(account.address, sessionId, request),
    ])
    sessions.add({
      id: sessionId,
      account: account.address,
      chainId: input.chainId,
      signer: request.signer,
      permissions: request.permissions,
      expiry: request.expiry,
      createdAt: input.nowSeconds ?? Math.floor(Date.now() / 1000),
      revoked: false,
    })
    return { ...request, context: sessionId }
  }
  const { record, account } = prepared
  await relayer.execute(owner, record.chainId, account, [
    revokeSessionCall(account.address, record.id),
  ])
  sessions.markRevoked(record.id)
  return null
}
