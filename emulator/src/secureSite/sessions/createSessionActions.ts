import type { LocalAccount } from 'viem'
import type { Translate } from '../i18n/Translate.js'
import type { SmartAccountRelayer } from '../smartAccount/createSmartAccountRelayer.js'
import type { SessionIndex } from './createSessionIndex.js'
import { handleSessionRequest, prepareSessionRequest } from './handleSessionRequest.js'

type Body = Record<string, unknown>

export interface SessionActionsOptions {
  /** The logged-in user's owner key for a request body (its session token); throws if none. */
  ownerOf: (body: Body) => LocalAccount
  relayer: SmartAccountRelayer | undefined
  sessions: SessionIndex
  rpcUrl: (chainId: number) => string | undefined
  /** Turns a refusal into the secure site's HTTP error (keeping its EIP-1193 code). */
  toError: (error: unknown) => Error
  /** How to write the approval texts for a request (its `locale`); default English. */
  translatorOf?: (body: Body) => Promise<Translate>
}

function requestOf(body: Body, options: SessionActionsOptions) {
  return {
    owner: options.ownerOf(body),
    method: typeof body.method === 'string' ? body.method : '',
    params: Array.isArray(body.params) ? body.params : [],
    chainId: Number(body.chainId),
    relayer: options.relayer,
    sessions: options.sessions,
    rpcUrl: options.rpcUrl,
  }
}

/**
 * The secure site's endpoints for ERC-7715 smart sessions, called by the frame: prepare (checks
 * the request and answers what the approval screen shows, signing nothing), then, once the
 * user approved, run (grants or revokes on chain).
 */
export function createSessionActions(
  options: SessionActionsOptions,
): Record<string, (body: Body) => Promise<unknown>> {
  return {
    '/v1/sessions/prepare': async (body) => {
      try {
        const prepared = await prepareSessionRequest({
          ...requestOf(body, options),
          t: await options.translatorOf?.(body),
        })
        return {
          title: prepared.title,
          details: prepared.details,
          params:
            prepared.kind === 'grant'
              ? [prepared.request]
              : [{ permissionContext: prepared.record.id }],
        }
      } catch (error) {
        throw options.toError(error)
      }
    },
    '/v1/sessions/run': async (body) => {
      try {
        return await handleSessionRequest(requestOf(body, options))
      } catch (error) {
        throw options.toError(error)
      }
    },
  }
}
