import type { ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Fault } from './faults.js'
import { sendFault } from './sendFault.js'

/**
 * Plays an armed fault on a request: waits its delay (ended early by `signal`, i.e. the
 * faults being cleared or the server closing), then cuts the connection or answers with the
 * fault's status. Resolves true when the request was answered here, false when it is still
 * to be served normally.
 */
export async function applyFault(
  fault: Fault | undefined,
  res: ServerResponse,
  signal: AbortSignal,
): Promise<boolean> {
  if (fault === undefined) return false
  if (fault.delayMs !== undefined) {
    await sleep(fault.delayMs, undefined, { signal }).catch(() => undefined)
    // Released by a clear: the fault is over, the request is served as if never armed.
    if (signal.aborted) return false
  }
  if (fault.drop === true) {
    res.socket?.destroy()
    return true
  }
  if (fault.status !== undefined) {
    sendFault(res, { ...fault, status: fault.status })
    return true
  }
  return false
}
