import { useEffect, useState } from 'react'
import { whenIdle } from './whenIdle.js'

/**
 * Whether the closed modal renders its dialog hidden, so that a click only reveals it: once the
 * page is idle, while closed, for a view registered with `prerender`. Each close drops the
 * hidden dialog in the same render, so every open starts with fresh view state (spec §2), and
 * the next idle moment renders it again.
 */
export function usePrerenderedDialog(open: boolean, viewPrerenders: boolean): boolean {
  const [warm, setWarm] = useState(false)
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (!open) setWarm(false)
  }

  useEffect(() => {
    if (open || warm) return
    return whenIdle(() => setWarm(true))
  }, [open, warm])

  return !open && warm && viewPrerenders
}
