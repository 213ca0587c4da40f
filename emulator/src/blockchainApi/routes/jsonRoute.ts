import { sendJson } from '../../api/http/sendJson.js'
import type { Route, RouteContext } from '../../api/Route.js'
import { BlockchainApiError } from '../BlockchainApiError.js'

/** The body of a BlockchainApiError's answer: `{ message }` unless the endpoint says otherwise. */
export type ErrorBody = (message: string) => Record<string, string>

const MESSAGE_BODY: ErrorBody = (message) => ({ message })

/**
 * A blockchain API endpoint answering JSON: the project parameters are checked first (like
 * every project API route), the reply is sent with 200, a BlockchainApiError with its status
 * and `errorBody` (default `{ message }`); any other error is left to the server (500).
 */
export function jsonRoute(
  method: 'GET' | 'POST',
  pattern: string,
  reply: (context: RouteContext) => Promise<unknown>,
  errorBody: ErrorBody = MESSAGE_BODY,
): Route {
  return {
    method,
    pattern,
    checksProject: true,
    handle: async (context) => {
      let body: unknown
      try {
        body = await reply(context)
      } catch (error) {
        if (!(error instanceof BlockchainApiError)) throw error
        sendJson(context.res, error.status, errorBody(error.message))
        return
      }
      sendJson(context.res, 200, body)
    },
  }
}
