import { useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, type FormEvent, useId, useState } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { updateEmailMessages as m } from './updateEmailMessages.js'
import { useSubmit } from './useSubmit.js'

const INPUT_STYLE = { paddingInlineStart: 12 } as const

/** UpdateEmailWallet: the new email; a code then goes to the current one. */
export function bindUpdateEmailWalletView({
  controller,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function UpdateEmailWalletView() {
    const { t } = useI18n()
    const id = useId()
    const [email, setEmail] = useState('')
    const { busy, error, submit } = useSubmit(() => controller.updateEmail(email.trim()))
    function onSubmit(event: FormEvent) {
      event.preventDefault()
      void submit()
    }
    return (
      <form onSubmit={onSubmit}>
        <label className="section-title" htmlFor={`${id}-email`}>
          {t(m.newEmail)}
        </label>
        <div className="search">
          <input
            id={`${id}-email`}
            style={INPUT_STYLE}
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-message`}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <p className="lead" id={`${id}-message`} role="status" aria-live="polite">
          {error ?? ''}
        </p>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t(m.save)}
        </button>
      </form>
    )
  }
}
