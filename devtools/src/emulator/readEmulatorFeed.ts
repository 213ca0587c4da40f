import type { Json } from '../serialize/Json.js'
import { toSerializable } from '../serialize/toSerializable.js'
import type { EmulatorFeed } from '../session/DevtoolsSession.js'

function itemsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body
  for (const key of ['events', 'items', 'messages', 'codes']) {
    const list = (body as Record<string, unknown> | null)?.[key]
    if (Array.isArray(list)) return list
  }
  return [body]
}

/**
 * Reads an emulator list endpoint (`/emulator/analytics`, `/emulator/mailbox`): its items, or
 * 'not available' when the emulator has no such endpoint (404) or the call fails.
 */
export async function readEmulatorFeed(
  fetchImpl: typeof fetch,
  url: string,
): Promise<EmulatorFeed> {
  try {
    const response = await fetchImpl(url)
    if (!response.ok) return { available: false, reason: `HTTP ${response.status}` }
    const items = itemsOf(await response.json()).map((item): Json => toSerializable(item))
    return { available: true, items }
  } catch (error) {
    return { available: false, reason: error instanceof Error ? error.message : String(error) }
  }
}
