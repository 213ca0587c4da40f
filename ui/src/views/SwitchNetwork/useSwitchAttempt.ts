import type { AppKit, CaipNetwork } from '@appkit/kernel'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ToastStore } from '../../toasts/createToastStore.js'
import { switchNetworkMessages as m } from './switchNetworkMessages.js'

export type SwitchAttempt = { status: 'approving' } | { status: 'declined'; error: unknown }

/**
 * Asks the wallet to switch once the view mounts, and again on `retry`. On success the kit
 * goes back or closes. On failure the kit goes back too ('On failure the view goes back'):
 * if this view is still shown it says 'Switch declined', otherwise a toast does.
 */
export function useSwitchAttempt(kit: AppKit, toasts: ToastStore, target: CaipNetwork) {
  const [attempt, setAttempt] = useState<SwitchAttempt>({ status: 'approving' })
  const started = useRef(false)
  const latest = useRef(0)

  const start = useCallback(() => {
    const id = ++latest.current
    const entry = kit.router.store.getState()
    const depth = entry.history.length
    setAttempt({ status: 'approving' })
    kit.switchNetwork(target).catch((error: unknown) => {
      if (id !== latest.current) return
      const now = kit.router.store.getState()
      const stillShown = now.open && now.view === entry.view && now.history.length === depth
      if (stillShown) setAttempt({ status: 'declined', error })
      else toasts.show('error', kit.i18n.t(m.declined))
    })
  }, [kit, toasts, target])

  useEffect(() => {
    if (started.current) return
    started.current = true
    start()
  }, [start])

  return { attempt, retry: start }
}
