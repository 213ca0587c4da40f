import type { AppKit } from '@appkit/kernel'
import { type ComponentType, useEffect, useState } from 'react'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { loadModal } from './loadModal.js'
import { loadOpeningView } from './loadOpeningView.js'
import { whenIdle } from './whenIdle.js'

/**
 * When the modal's code is fetched before its first open: 'idle' (default) once the page is
 * idle, so the first click only renders; 'intent' on hover or focus of a kit button and on open.
 * A visitor who asked the browser to save data gets 'intent' whatever the app chose.
 */
export type ModalPreload = 'idle' | 'intent'

function savesData(): boolean {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)
    ?.connection
  return connection?.saveData === true
}

/**
 * The modal shell's component, undefined until it has loaded together with the view it opens
 * on: the provider then renders it directly, already loaded, with its view in the cache (no
 * Suspense fallback, whose reveal React delays by 300 ms). With `preload` 'idle' that happens
 * once the page is idle, with the kernel's opening code (no request yet): the closed shell
 * mounts then (its shadow root and styles ready), and the first open only renders the dialog. A shell that failed to load on open is reported
 * through the kit, and tried again on the next open; a failed warm-up is left to the open.
 */
export function useOpeningModal(
  kit: Pick<AppKit, 'router' | 'reportError' | 'options' | 'prepareToOpen'>,
  preload: ModalPreload = 'idle',
  load: () => Promise<ComponentType> = loadModal,
): ComponentType | undefined {
  const open = useStoreSelector(kit.router.store, (state) => state.open)
  const [Modal, setModal] = useState<ComponentType>()
  // Embedded mode shows the views inline (AppKitEmbedded): no dialog over the page.
  const needed = !Modal && !kit.options.embedded

  useEffect(() => {
    if (!needed || !open) return
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
  }, [needed, open, kit, load])

  useEffect(() => {
    if (!needed || open || preload !== 'idle' || savesData()) return
    let current = true
    const cancel = whenIdle(() => {
      kit.prepareToOpen({ network: false })
      loadOpeningView(kit, load, kit.router.openingView() ?? 'Connect').ready.then(
        (loaded) => {
          if (current) setModal(() => loaded)
        },
        () => {},
      )
    })
    return () => {
      current = false
      cancel()
    }
  }, [needed, open, preload, kit, load])

  return Modal
}
