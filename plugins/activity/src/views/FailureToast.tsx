import { TOAST_DURATION_MS } from '@appkit/ui'
import { useEffect, useState } from 'react'

/**
 * A toast in the modal's toast area (the `toast` styles of @appkit/ui) shown for
 * TOAST_DURATION_MS each time `failure` changes to a new error.
 */
export function FailureToast({ failure, message }: { failure: unknown; message: string }) {
  const [shown, setShown] = useState<unknown>(undefined)
  useEffect(() => {
    if (failure === undefined) return
    setShown(failure)
    const timer = setTimeout(() => setShown(undefined), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [failure])
  if (shown === undefined || shown !== failure) return null
  return (
    <div className="toast-region">
      <div className="toast" data-variant="error" role="alert">
        <span>{message}</span>
      </div>
    </div>
  )
}
