import type { AppKit } from '@appkit/kernel'
import { useCallback, useEffect, useRef, useState } from 'react'

export type ConnectAttempt =
  | { status: 'connecting' }
  | { status: 'failed'; error: unknown }
  | { status: 'connected' }

/**
 * Asks the kit to connect a connector once the view mounts, and again on `retry`. Only the
 * newest attempt's outcome counts. After success the kit decides where to go; if nothing
 * moved the modal off this view, it is closed.
 */
export function useConnectAttempt(kit: AppKit, connectorId: string) {
  const [attempt, setAttempt] = useState<ConnectAttempt>({ status: 'connecting' })
  const latest = useRef(0)
  const started = useRef(false)

  const start = useCallback(() => {
    const id = ++latest.current
    const entry = kit.router.store.getState().history.length
    setAttempt({ status: 'connecting' })
    kit.connect(connectorId).then(
      () => {
        if (id !== latest.current) return
        setAttempt({ status: 'connected' })
        const router = kit.router.store.getState()
        if (router.open && router.view === 'ConnectingExternal' && router.history.length === entry)
          kit.close()
      },
      (error: unknown) => {
        if (id === latest.current) setAttempt({ status: 'failed', error })
      },
    )
  }, [kit, connectorId])

  useEffect(() => {
    if (started.current) return
    started.current = true
    start()
  }, [start])

  return { attempt, retry: start }
}
