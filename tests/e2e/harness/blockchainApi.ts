import type { Fault } from '@appkit/emulator'
import { inject } from 'vitest'

/**
 * GET on the emulator's blockchain data API (`/v1/...`) from the test itself, with the
 * projectId, st and sv every call carries; resolves with the status and the JSON body.
 */
export async function blockchainApiGet(
  path: string,
  query: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const { api, projectId } = inject('emulator')
  const url = new URL(path, api)
  url.search = new URLSearchParams({ projectId, st: 'appkit', sv: 'e2e', ...query }).toString()
  const response = await fetch(url)
  return { status: response.status, body: await response.json() }
}

/** Arms a fault on the emulator's API (POST /emulator/faults): the next matching requests fail. */
export async function injectFault(fault: Fault): Promise<void> {
  const response = await fetch(new URL('/emulator/faults', inject('emulator').api), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  })
  if (response.status !== 201) throw new Error(`The fault was refused: ${await response.text()}`)
}

/** Clears every armed fault (DELETE /emulator/faults). */
export async function clearFaults(): Promise<void> {
  const response = await fetch(new URL('/emulator/faults', inject('emulator').api), {
    method: 'DELETE',
  })
  if (!response.ok) throw new Error(`The faults were not cleared: HTTP ${response.status}`)
}
