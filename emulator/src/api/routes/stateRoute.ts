import { sendJson } from '../http/sendJson.js'
import type { Route } from '../Route.js'

/** GET /emulator/state: URLs, chains, token and accounts, for the devtools. */
export function createStateRoute(getState: () => unknown): Route {
  return {
    method: 'GET',
    pattern: '/emulator/state',
    checksProject: false,
    handle: ({ res }) => {
      const state = getState()
      if (state === undefined) sendJson(res, 503, { message: 'The emulator is still starting' })
      else sendJson(res, 200, state)
    },
  }
}
