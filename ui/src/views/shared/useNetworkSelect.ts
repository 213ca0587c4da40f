import type { CaipNetwork, CaipNetworkId } from '@appkit/kernel'
import { useState } from 'react'
import { useUi } from '../../context/useUi.js'
import { leaveAfterSwitch } from './leaveAfterSwitch.js'
import { useErrorText } from './useErrorText.js'

/**
 * Choosing a network: the kit picks SwitchNetwork, SwitchActiveChain or a direct switch
 * (spec §2); after a direct switch the list is left. Failures become an error toast.
 */
export function useNetworkSelect() {
  const { kit, toasts } = useUi()
  const errorText = useErrorText()
  const [pendingId, setPendingId] = useState<CaipNetworkId | undefined>(undefined)

  async function select(network: CaipNetwork) {
    const router = kit.router.store.getState()
    const entry = { view: router.view, depth: router.history.length }
    setPendingId(network.caipNetworkId)
    try {
      const decision = await kit.requestNetworkSwitch(network)
      if (decision.action === 'switchDirectly') leaveAfterSwitch(kit.router, entry)
    } catch (error) {
      toasts.show('error', errorText(error))
    } finally {
      setPendingId(undefined)
    }
  }

  return { pendingId, select }
}
