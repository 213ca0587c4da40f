import { sendJson } from '../../api/http/sendJson.js'
import type { Route, RouteContext } from '../../api/Route.js'
import { BlockchainApiError } from '../BlockchainApiError.js'

/**
 * A blockchain API endpoint answering JSON: the project parameters are checked first (like
 * every project API route), the reply is sent with 200, a BlockchainApiError with its status
 * and `{ message }`; any other error is left to the server (500).
 */
export function jsonRoute(
  method: 'GET' | 'POST',
  pattern: string,
  reply: (context: RouteContext) => Promise<unknown>,
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
        sendJson(context.res, error.status, { message: error.message })
        return
      }
      sendJson(context.res, 200, body)
    },
  }
}
