import { type Faults, parseFault } from '../faults.js'
import { BodyTooLargeError, readBody } from '../http/readBody.js'
import { sendJson } from '../http/sendJson.js'
import type { Route } from '../Route.js'

const MAX_FAULT_BODY_BYTES = 1024 * 1024

/**
 * The fault switch: POST /emulator/faults arms a fault (the next `times` matching requests
 * fail that way), GET lists the armed ones, DELETE clears them all.
 */
export function createFaultsRoutes(faults: Faults): Route[] {
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
        sendJson(res, 200, { faults: [] })
      },
    },
  ]
}
