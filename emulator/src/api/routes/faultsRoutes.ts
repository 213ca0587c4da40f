import { FAULT_SERVICES, type FaultService, type Faults, parseFault } from '../faults.js'
import { BodyTooLargeError, readBody } from '../http/readBody.js'
import { sendJson } from '../http/sendJson.js'
import type { Route } from '../Route.js'
import type { RequestLog } from '../requestLog.js'

const MAX_FAULT_BODY_BYTES = 1024 * 1024

/**
 * The fault switch: POST /emulator/faults arms a fault (the next `times` matching requests
 * fail that way), GET lists the armed ones, DELETE clears them all (ending every delay) and
 * empties the request log; GET /emulator/faults/requests?path=&service=&method=&rpcMethod= lists the
 * requests the faulted servers received, to count attempts.
 */
export function createFaultsRoutes(faults: Faults, requests: RequestLog): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/emulator/faults',
      checksProject: false,
      handle: async ({ req, res }) => {
        let input: unknown
        try {
          input = JSON.parse((await readBody(req, MAX_FAULT_BODY_BYTES)).toString('utf8'))
        } catch (error) {
          const tooLarge = error instanceof BodyTooLargeError
          sendJson(res, tooLarge ? 413 : 400, {
            message: tooLarge ? error.message : 'Body must be JSON',
          })
          return
        }
        const parsed = parseFault(input)
        if (!parsed.ok) {
          sendJson(res, 400, { message: parsed.message })
          return
        }
        faults.add(parsed.fault)
        sendJson(res, 201, { faults: faults.list() })
      },
    },
    {
      method: 'GET',
      pattern: '/emulator/faults',
      checksProject: false,
      handle: ({ res }) => sendJson(res, 200, { faults: faults.list() }),
    },
    {
      method: 'DELETE',
      pattern: '/emulator/faults',
      checksProject: false,
      handle: ({ res }) => {
        faults.clear()
        requests.clear()
        sendJson(res, 200, { faults: [] })
      },
    },
    {
      method: 'GET',
      pattern: '/emulator/faults/requests',
      checksProject: false,
      handle: ({ res, url }) => {
        const path = url.searchParams.get('path') ?? '*'
        const service = url.searchParams.get('service') ?? 'api'
        const method = url.searchParams.get('method')
        const rpcMethod = url.searchParams.get('rpcMethod')
        if (!path.startsWith('/') && path !== '*') {
          sendJson(res, 400, { message: "'path' must start with '/' (or be '*')" })
          return
        }
        if (!FAULT_SERVICES.includes(service as FaultService)) {
          sendJson(res, 400, { message: `'service' must be one of ${FAULT_SERVICES.join(', ')}` })
          return
        }
        const listed = requests.list({
          service: service as FaultService,
          path: path === '*' ? '/*' : path,
          ...(method === null ? {} : { method }),
          ...(rpcMethod === null ? {} : { rpcMethod }),
        })
        sendJson(res, 200, { count: listed.length, requests: listed })
      },
    },
  ]
}
