import type { IncomingMessage, ServerResponse } from 'node:http'
import { BodyTooLargeError, readBody } from '../api/http/readBody.js'
import { sendJson } from '../api/http/sendJson.js'
import type { Route } from '../api/Route.js'
import type { RelayControl } from './createRelay.js'
import { MAX_RELAY_DOWN_MS } from './relayDefaults.js'

const MAX_BODY_BYTES = 1024
const NO_BODY = Symbol('no body')

/** A control request's JSON body ({} when empty); on a bad one, answers 400/413 and NO_BODY. */
async function readControlBody(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<unknown | typeof NO_BODY> {
  try {
    const text = (await readBody(req, MAX_BODY_BYTES)).toString('utf8')
    return text.trim() === '' ? {} : JSON.parse(text)
  } catch (error) {
    const tooLarge = error instanceof BodyTooLargeError
    sendJson(res, tooLarge ? 413 : 400, { message: tooLarge ? error.message : 'Body must be JSON' })
    return NO_BODY
  }
}

/**
 * GET /emulator/relay: topics, subscribers and queued counts. POST /emulator/relay/restart
 * ({downMs}): closes every relay socket with 1012 'Service Restart' and refuses new ones for
 * downMs; answers 202 once the sockets are closed. POST /emulator/relay/drop ({clientId?})
 * cuts sockets without a close frame and without refusing new ones (a dropped WebSocket).
 */
export function createRelayRoutes(relay: RelayControl): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/emulator/relay',
      checksProject: false,
      handle: ({ res }) => sendJson(res, 200, relay.snapshot()),
    },
    {
      method: 'POST',
      pattern: '/emulator/relay/restart',
      checksProject: false,
      handle: async ({ req, res }) => {
        const input = await readControlBody(req, res)
        if (input === NO_BODY) return
        const downMs =
          typeof input === 'object' && input !== null
            ? ((input as { downMs?: unknown }).downMs ?? 0)
            : undefined
        if (
          typeof downMs !== 'number' ||
          !Number.isInteger(downMs) ||
          downMs < 0 ||
          downMs > MAX_RELAY_DOWN_MS
        ) {
          sendJson(res, 400, {
            message: `downMs must be a whole number from 0 to ${MAX_RELAY_DOWN_MS}`,
          })
          return
        }
        sendJson(res, 202, await relay.restart({ downMs }))
      },
    },
    {
      method: 'POST',
      pattern: '/emulator/relay/drop',
      checksProject: false,
      handle: async ({ req, res }) => {
        const input = await readControlBody(req, res)
        if (input === NO_BODY) return
        const clientId =
          typeof input === 'object' && input !== null && !Array.isArray(input)
            ? (input as { clientId?: unknown }).clientId
            : null
        if (clientId !== undefined && typeof clientId !== 'string') {
          sendJson(res, 400, { message: "Expected {} or { clientId: 'did:key:...' }" })
          return
        }
        sendJson(res, 200, await relay.drop(clientId === undefined ? {} : { clientId }))
      },
    },
  ]
}
