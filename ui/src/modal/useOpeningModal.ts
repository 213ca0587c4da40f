import type { AppKit } from '@appkit/kernel'
import { type ComponentType, useEffect, useState } from 'react'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { loadModal } from './loadModal.js'
import { loadOpeningView } from './loadOpeningView.js'

/**
 * The modal shell's component, undefined until the modal first opens and both the shell and
 * the view it opens on have loaded: the provider then renders it directly, already loaded,
 * with its view in the cache (no Suspense fallback, whose reveal React delays by 300 ms). A
 * shell that failed to load is reported through the kit, and tried again on the next open.
 */
export function useOpeningModal(
  kit: Pick<AppKit, 'router' | 'reportError' | 'options'>,
  load: () => Promise<ComponentType> = loadModal,
): ComponentType | undefined {
  const open = useStoreSelector(kit.router.store, (state) => state.open)
  const [Modal, setModal] = useState<ComponentType>()

  useEffect(() => {
    // Embedded mode shows the views inline (AppKitEmbedded): no dialog over the page.
    if (!open || Modal || kit.options.embedded) return
    let current = true
    loadOpeningView(kit, load).ready.then(
      (loaded) => {
        if (current) setModal(() => loaded)
      },
      (error: unknown) => {
        if (current) kit.reportError(error)
      },
    )
    return () => {
      current = false
    }
  }, [open, Modal, kit, load])

  return Modal
}
