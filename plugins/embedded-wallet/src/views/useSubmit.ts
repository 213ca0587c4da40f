import { toAppKitError } from '@appkit/kernel'
import { useState } from 'react'

/** A submit handler's busy flag and error message (the error's short message). */
export function useSubmit(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  async function submit() {
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (failure) {
      setError(toAppKitError(failure).shortMessage)
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, submit }
}
