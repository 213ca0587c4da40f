import { useI18n } from '@appkit/ui'
import { useState } from 'react'
import { failureText } from './failureText.js'

/**
 * A submit handler's busy flag and error message (the error's short message, in the visitor's
 * locale when the login flows name it).
 */
export function useSubmit(action: () => Promise<void>) {
  const { t } = useI18n()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown } | undefined>()
  async function submit() {
    if (busy) return
    setBusy(true)
    setFailure(undefined)
    try {
      await action()
    } catch (error) {
      setFailure({ error })
    } finally {
      setBusy(false)
    }
  }
  const error = failure ? failureText(failure.error, t) : undefined
  return { busy, error, submit }
}
