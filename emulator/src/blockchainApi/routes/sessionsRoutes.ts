import type { Route, RouteContext } from '../../api/Route.js'
import type { SessionIndex } from '../../secureSite/sessions/createSessionIndex.js'
import { reconcileSession } from '../../secureSite/sessions/reconcileSession.js'
import type { BlockchainApiContext } from '../BlockchainApiContext.js'
import { BlockchainApiError, badRequest } from '../BlockchainApiError.js'
import { parseCaip10 } from '../parseCaip10.js'
import { jsonRoute } from './jsonRoute.js'
import { readJsonBody } from './readJsonBody.js'

const SESSION_ID = /^0x[0-9a-fA-F]{64}$/

/** The sessions protocol's error body: `{ reason }`, and `message` as the other routes send. */
const sessionsRoute = (
  method: 'GET' | 'POST',
  pattern: string,
  reply: (context: RouteContext) => Promise<unknown>,
) => jsonRoute(method, pattern, reply, (message) => ({ reason: message, message }))

/** The eip155 account of `{id}` on one of the local chains; else 400 'Invalid account id'. */
function accountOf(context: BlockchainApiContext, id: string | undefined) {
  let parsed: ReturnType<typeof parseCaip10>
  try {
    parsed = parseCaip10(id)
  } catch {
    throw badRequest('Invalid account id')
  }
  const chainId = Number(parsed.chain.reference)
  const chain = parsed.chain.namespace === 'eip155' ? context.chains.get(chainId) : undefined
  if (!parsed.address || !chain) throw badRequest('Invalid account id')
  return { chain, address: parsed.address }
}

/**
 * Smart sessions (spec §7 'Sessions'): GET /v1/sessions/{caip10} lists every session granted
 * for the account, each with its status read from the chain now; POST
 * /v1/sessions/{caip10}/revoke `{ sessionId }` confirms a revocation the chain already holds
 * (409 while the session is still active there, 404 for an id this account never had).
 */
export function createSessionsRoutes(
  context: BlockchainApiContext,
  sessions: SessionIndex,
): Route[] {
  return [
    sessionsRoute('GET', '/v1/sessions/:account', async ({ params }) => {
      const { chain, address } = accountOf(context, params.account)
      const records = sessions.list(chain.chainId, address)
      return {
        sessions: await Promise.all(
          records.map((record) => reconcileSession(chain.client, record, sessions.markRevoked)),
        ),
      }
    }),
    sessionsRoute('POST', '/v1/sessions/:account/revoke', async ({ params, req }) => {
      const { chain, address } = accountOf(context, params.account)
      const body = await readJsonBody(req)
      const sessionId = (body as { sessionId?: unknown } | null)?.sessionId
      if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) {
        throw badRequest('Invalid sessionId: expected 0x + 64 hex digits')
      }
      const record = sessions.get(sessionId as `0x${string}`)
      if (
        !record ||
        record.chainId !== chain.chainId ||
        record.account.toLowerCase() !== address.toLowerCase()
      ) {
        throw new BlockchainApiError(404, 'Unknown session')
      }
      const session = await reconcileSession(chain.client, record, sessions.markRevoked)
      if (session.status !== 'revoked') {
        throw new BlockchainApiError(409, 'Session is still active on chain')
      }
      return { session }
    }),
  ]
}
