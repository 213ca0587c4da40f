import { AppKitError, type HttpClient, HttpRequestError } from '@appkit/kernel'
import { Either, Schema } from 'effect'
import { RevokedSessionResponse, type Session, SessionsResponse } from './permissionSchemas.js'

export const LOAD_PERMISSIONS_FAILED = 'Could not load permissions'
export const REVOKE_PERMISSION_FAILED = 'Could not revoke permission'

/** An EVM account as CAIP-10, e.g. 'eip155:31337:0xabc…'. */
const CAIP10_ACCOUNT = /^eip155:[1-9][0-9]*:0x[0-9a-fA-F]{40}$/

/** The reason an error answer gives ({ reason }), decoded; undefined when it gives none. */
const ErrorBody = Schema.Struct({ reason: Schema.String.pipe(Schema.maxLength(200)) })
const decodeErrorBody = Schema.decodeUnknownEither(ErrorBody)

function reasonOf(error: unknown): string | undefined {
  if (!(error instanceof HttpRequestError)) return undefined
  const decoded = decodeErrorBody(error.body)
  return Either.isRight(decoded) ? decoded.right.reason : undefined
}

function failure(message: string, error: unknown): AppKitError {
  const reason = reasonOf(error)
  return new AppKitError(message, {
    category: 'API_ERROR',
    ...(reason === undefined
      ? error instanceof AppKitError
        ? { details: error.shortMessage }
        : {}
      : { details: reason }),
    cause: error,
  })
}

function sessionsPath(account: string): string {
  if (!CAIP10_ACCOUNT.test(account)) {
    throw new AppKitError(LOAD_PERMISSIONS_FAILED, {
      category: 'VALIDATION_ERROR',
      details: `Not a CAIP-10 EVM account: ${account}`,
    })
  }
  return `/v1/sessions/${account}`
}

export interface SessionsClient {
  /** Every session granted for the account (GET sessions/{id}), each decoded. */
  list(account: string, signal?: AbortSignal): Promise<readonly Session[]>
  /** Tells the API a session is revoked on chain (POST sessions/{id}/revoke). */
  revoke(account: string, sessionId: string): Promise<Session>
}

/**
 * The blockchain API's sessions calls (spec §7 'Sessions: GET sessions/{id}; POST
 * sessions/{id}/revoke'), {id} the account as CAIP-10, through `ctx.blockchainApi` (it adds
 * projectId, st and sv). Answers are decoded with a schema; a failure rejects with 'Could not
 * load permissions' or 'Could not revoke permission' and the server's reason as details.
 */
export function createSessionsClient(api: HttpClient): SessionsClient {
  return {
    async list(account, signal) {
      try {
        const { sessions } = await api.get(sessionsPath(account), {
          schema: SessionsResponse,
          ...(signal ? { signal } : {}),
        })
        return sessions
      } catch (error) {
        throw failure(LOAD_PERMISSIONS_FAILED, error)
      }
    },
    async revoke(account, sessionId) {
      try {
        const { session } = await api.post(`${sessionsPath(account)}/revoke`, {
          schema: RevokedSessionResponse,
          body: { sessionId },
        })
        return session
      } catch (error) {
        throw failure(REVOKE_PERMISSION_FAILED, error)
      }
    },
  }
}
