import { useState } from 'react'
import { DisconnectIcon } from '../../components/icons.js'
import { useUi } from '../../context/useUi.js'
import { errorMessage } from '../../utils/errorMessage.js'

/** Disconnects every family, then closes the modal; a failure becomes an error toast. */
export function DisconnectButton() {
  const { kit, toasts } = useUi()
  const [busy, setBusy] = useState(false)

  async function disconnect() {
    setBusy(true)
    try {
      await kit.disconnect()
      kit.close()
    } catch (error) {
      toasts.show('error', errorMessage(error))
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className="btn btn-danger btn-block"
      onClick={disconnect}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      <DisconnectIcon />
      {busy ? 'Disconnecting…' : 'Disconnect'}
    </button>
  )
}
