import type { ChainNamespace } from '@appkit/kernel'
import type { OnRampProvider } from './OnRampTypes.js'
import { KNOWN_PROVIDERS } from './policies.js'

/**
 * The providers to show (spec §5 'On-ramp providers must be an array of strings, else the list
 * is empty'): the remote config's names, in its order, that the modal knows, and, when a
 * namespace is given, that support it (spec §6 'Onramp chains eip155 and solana').
 */
export function onRampProvidersFrom(
  value: unknown,
  namespace?: ChainNamespace,
  known: readonly OnRampProvider[] = KNOWN_PROVIDERS,
): OnRampProvider[] {
  if (!Array.isArray(value) || !value.every((name) => typeof name === 'string')) return []
  return value.flatMap((name: string) => {
    const provider = known.find((candidate) => candidate.name === name)
    if (!provider) return []
    if (namespace && !provider.supportedChains.includes(namespace)) return []
    return [provider]
  })
}
