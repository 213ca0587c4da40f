import { RECEIVER_PROFILES, type ReceiverProfile } from '@appkit/kernel'
import { useEffect, useRef } from 'react'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

/** Spec §9 'debounce 500 ms': the pause after the receiver is typed before it is looked up. */
export const RECEIVER_PROFILE_DEBOUNCE_MS = 500

/**
 * The send receiver's profile (spec §3 receiverProfileName, receiverProfileImageUrl): once the
 * receiver is a valid address of the active family, and after the debounce, it is asked of the
 * RECEIVER_PROFILES service (a names plugin provides it; without one nothing shows) and kept in
 * the send state. Another receiver clears it; a failed lookup shows none.
 */
export function useReceiverProfile(): ReceiverProfile | undefined {
  const { kit } = useUi()
  const { namespace, receiver, name, imageUrl } = useStoreSelector(kit.registry.store, (state) => ({
    namespace: state.activeNamespace,
    receiver: state.send.receiverAddress?.trim() ?? '',
    name: state.send.receiverProfileName,
    imageUrl: state.send.receiverProfileImageUrl,
  }))
  const profiles = kit.services.get(RECEIVER_PROFILES)
  const isAddress =
    namespace !== undefined &&
    receiver !== '' &&
    (kit.adapter(namespace)?.isAddress(receiver) ?? false)
  const previous = useRef(receiver)

  useEffect(() => {
    if (previous.current !== receiver) {
      previous.current = receiver
      kit.registry.setSendState({
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
      })
    }
    if (!profiles || namespace === undefined || !isAddress) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      profiles.lookup(namespace, receiver, controller.signal).then(
        (profile) => {
          if (controller.signal.aborted) return
          kit.registry.setSendState({
            receiverProfileName: profile?.name,
            receiverProfileImageUrl: profile?.imageUrl,
          })
        },
        () => undefined,
      )
    }, RECEIVER_PROFILE_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [kit, profiles, namespace, receiver, isAddress])

  return name ? { name, ...(imageUrl ? { imageUrl } : {}) } : undefined
}
