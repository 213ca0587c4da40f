import { useState } from 'react'
import { DisconnectIcon } from '../../components/icons.js'
import { useUi } from '../../context/useUi.js'
import { useI18n } from '../../i18n/useI18n.js'
import { disconnectMessages as m } from './disconnectMessages.js'
import { useErrorText } from './useErrorText.js'

/** Disconnects every family, then closes the modal; a failure becomes an error toast. */
export function DisconnectButton() {
  const { kit, toasts } = useUi()
  const { t } = useI18n()
  const errorText = useErrorText()
  const [busy, setBusy] = useState(false)

  async function disconnect() {
    setBusy(true)
    try {
      await kit.disconnect()
      kit.close()
    } catch (error) {
      toasts.show('error', errorText(error))
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
      {busy ? t(m.disconnecting) : t(m.disconnect)}
    </button>
  )
}
