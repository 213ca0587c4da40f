import type { LoggedRequest } from '@appkit/emulator'
import { inject } from 'vitest'

/**
 * The requests the emulator received on `path` (exact, or a prefix ending in '*') since the
 * faults were last cleared: GET /emulator/faults/requests. Counted at the server, so retries
 * are seen as the remote service sees them.
 */
export async function emulatorRequests(
  path: string,
  options: { method?: string; service?: 'api' | 'secureSite'; rpcMethod?: string } = {},
): Promise<LoggedRequest[]> {
  const url = new URL('/emulator/faults/requests', inject('emulator').api)
  url.searchParams.set('path', path)
  if (options.method) url.searchParams.set('method', options.method)
  if (options.service) url.searchParams.set('service', options.service)
  if (options.rpcMethod) url.searchParams.set('rpcMethod', options.rpcMethod)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The request log was refused: HTTP ${response.status}`)
  return ((await response.json()) as { requests: LoggedRequest[] }).requests
}

/** Cuts every WalletConnect relay socket with no close frame (POST /emulator/relay/drop). */
export async function dropRelaySockets(): Promise<number> {
  const response = await fetch(new URL('/emulator/relay/drop', inject('emulator').api), {
    method: 'POST',
  })
  if (!response.ok) throw new Error(`The relay drop was refused: HTTP ${response.status}`)
  return ((await response.json()) as { droppedSockets: number }).droppedSockets
}
