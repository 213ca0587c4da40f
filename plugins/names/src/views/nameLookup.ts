import { AppKitError } from '@appkit/kernel'
import { isAccountName } from '@appkit/kernel/validators'
import type { NamesClient } from '../createNamesClient.js'
import { NAMES_ERRORS } from '../NAMES_ERRORS.js'
import { toFullName } from '../names/toFullName.js'
import type { NameSuggestion } from '../transport/NameRecord.js'

/** What is known about the name being typed. */
export type NameLookup =
  | { status: 'empty' }
  | { status: 'invalid' }
  | { status: 'checking'; name: string }
  | { status: 'available' | 'registered'; name: string; suggestions: readonly NameSuggestion[] }
  | { status: 'failed'; name: string; error: string }

/**
 * The state before any request: empty, invalid (spec §5 'letters, digits and hyphens only, at
 * least 4 characters'), or to be checked.
 */
export function initialLookup(label: string): NameLookup {
  const trimmed = label.trim()
  if (trimmed === '') return { status: 'empty' }
  if (!isAccountName(trimmed)) return { status: 'invalid' }
  return { status: 'checking', name: toFullName(trimmed) }
}

/**
 * Whether the name is free (GET profile/account/{name}: 404 means free) and names like it (GET
 * profile/suggestions/{label}), asked together. A failure carries the spec §8 message.
 */
export async function lookUpName(
  client: Pick<NamesClient, 'resolveName' | 'getSuggestions'>,
  label: string,
  signal?: AbortSignal,
): Promise<NameLookup> {
  const first = initialLookup(label)
  if (first.status !== 'checking') return first
  const name = first.name
  try {
    const [record, suggestions] = await Promise.all([
      client.resolveName(name, signal),
      client.getSuggestions(label.trim().toLowerCase(), signal),
    ])
    return {
      status: record ? 'registered' : 'available',
      name,
      suggestions: suggestions.filter((suggestion) => suggestion.name !== name),
    }
  } catch (error) {
    const message =
      error instanceof AppKitError ? error.shortMessage : NAMES_ERRORS.RESOLVE_NAME_FAILED
    return { status: 'failed', name, error: message }
  }
}
