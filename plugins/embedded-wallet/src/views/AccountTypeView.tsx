import type { ViewProps } from '@appkit/ui'
import { type ComponentType, useState } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { useSubmit } from './useSubmit.js'

/**
 * The embedded account's type (spec §6: eoa or smartAccount). The secure site decides; when it
 * does not offer smart accounts (the emulator's does not) it says why, and the view shows that.
 */
export function bindAccountTypeView({
  controller,
  provider,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function AccountTypeView() {
    // Only what the secure site reported: no type is shown as such, never guessed.
    const [type, setType] = useState(provider.store.getState().user?.preferredAccountType)
    const [note, setNote] = useState<string | undefined>()
    async function choose(next: 'eoa' | 'smartAccount') {
      const result = await controller.setPreferredAccountType(next)
      setType(result.preferredAccountType)
      setNote(result.reason)
    }
    const eoa = useSubmit(() => choose('eoa'))
    const smart = useSubmit(() => choose('smartAccount'))
    const message = note ?? eoa.error ?? smart.error
    return (
      <div>
        <p className="lead">
          In use:{' '}
          <strong>
            {type === 'eoa' ? 'EOA' : type === 'smartAccount' ? 'Smart account' : 'not reported'}
          </strong>
        </p>
        <div className="list">
          <button
            type="button"
            className="item"
            aria-pressed={type === 'eoa'}
            disabled={eoa.busy}
            onClick={() => void eoa.submit()}
          >
            <span className="item-name">EOA (a plain key account)</span>
          </button>
          <button
            type="button"
            className="item"
            aria-pressed={type === 'smartAccount'}
            disabled={smart.busy}
            onClick={() => void smart.submit()}
          >
            <span className="item-name">Smart account</span>
          </button>
        </div>
        <p className="lead" role="status" aria-live="polite">
          {message ?? ''}
        </p>
      </div>
    )
  }
}
