import type { ServerResponse } from 'node:http'
import type { Fault } from './faults.js'

/** Answers with an armed fault's status, headers and body. */
export function sendFault(res: ServerResponse, fault: Fault & { status: number }): void {
  const text =
    typeof fault.body === 'string'
      ? fault.body
      : JSON.stringify(fault.body ?? { message: `Injected fault: HTTP ${fault.status}` })
  res.writeHead(fault.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...fault.headers,
  })
  res.end(text)
}
