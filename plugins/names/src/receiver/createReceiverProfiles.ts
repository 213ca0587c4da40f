import { isSafeImageUrl, type ReceiverProfiles } from '@appkit/kernel'
import type { NamesClient } from '../createNamesClient.js'

/**
 * The send form's receiver profiles (the kernel's RECEIVER_PROFILES service) from the names
 * reverse lookup (GET profile/reverse/{address}): the newest name registered for the address,
 * and its `avatar` attribute when it is an http(s) or data:image URL. EVM only, like names.
 */
export function createReceiverProfiles(
  client: Pick<NamesClient, 'lookupAddress'>,
): ReceiverProfiles {
  return {
    async lookup(namespace, address, signal) {
      if (namespace !== 'eip155') return undefined
      const records = await client.lookupAddress(address, signal)
      const newest = [...records].sort((a, b) => b.registeredAt.localeCompare(a.registeredAt))[0]
      if (!newest) return undefined
      const avatar = newest.attributes.avatar
      return {
        name: newest.name,
        ...(avatar !== undefined && isSafeImageUrl(avatar) ? { imageUrl: avatar } : {}),
      }
    },
  }
}
