import { sendJson } from '../http/sendJson.js'
import type { Mailbox } from '../mailbox/createMailbox.js'
import type { Route } from '../Route.js'

/** GET /emulator/mailbox lists the one-time-code emails; DELETE empties it. */
export function createMailboxRoutes(mailbox: Mailbox): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/emulator/mailbox',
      checksProject: false,
      handle: ({ res }) => sendJson(res, 200, { messages: mailbox.list() }),
    },
    {
      method: 'DELETE',
      pattern: '/emulator/mailbox',
      checksProject: false,
      handle: ({ res }) => {
        mailbox.clear()
        res.writeHead(204).end()
      },
    },
  ]
}
