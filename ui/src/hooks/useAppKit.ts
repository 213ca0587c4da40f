import type { AppKit, OpenRequest, OpenResult } from '@appkit/kernel'
import { useMemo } from 'react'
import { useUi } from '../context/useUi.js'

export interface UseAppKitResult {
  /** Opens the modal (on the view the opening rules choose, or the one requested). */
  open(request?: OpenRequest): OpenResult
  /** Closes the modal; false when closing is disabled (the modal then shakes). */
  close(): boolean
  kit: AppKit
}

export function useAppKit(): UseAppKitResult {
  const { kit } = useUi()
  return useMemo(
    () => ({ open: (request) => kit.open(request), close: () => kit.close(), kit }),
    [kit],
  )
}
