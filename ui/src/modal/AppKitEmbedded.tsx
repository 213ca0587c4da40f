import { type ComponentType, useEffect, useState } from 'react'
import { useUi } from '../context/useUi.js'
import { loadEmbeddedModal } from './loadEmbeddedModal.js'

/**
 * Embedded mode (`createAppKit({ embedded: true })`): renders the modal's views inline where it
 * is placed, inside `<AppKitProvider>`, instead of as a dialog over the page. Its shell is
 * fetched after the first render; until then it renders nothing.
 *
 * @example
 * <AppKitProvider kit={kit}><AppKitEmbedded /></AppKitProvider>
 */
export function AppKitEmbedded() {
  const { kit } = useUi()
  const [Shell, setShell] = useState<ComponentType>()

  useEffect(() => {
    let current = true
    loadEmbeddedModal().then(
      (loaded) => {
        if (current) setShell(() => loaded)
      },
      (error: unknown) => {
        if (current) kit.reportError(error)
      },
    )
    return () => {
      current = false
    }
  }, [kit])

  return Shell ? <Shell /> : null
}
