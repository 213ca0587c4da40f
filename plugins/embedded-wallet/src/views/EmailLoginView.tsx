import { useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, type FormEvent, useId, useState } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { emailLoginMessages as m } from './emailLoginMessages.js'
import { useSubmit } from './useSubmit.js'

const INPUT_STYLE = { paddingInlineStart: 12 } as const

/** EmailLogin: the email the one-time code goes to (cooldown 30 s between sends). */
export function bindEmailLoginView({
  controller,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function EmailLoginView() {
    const { t } = useI18n()
    const id = useId()
    const [email, setEmail] = useState('')
    const { busy, error, submit } = useSubmit(() => controller.connectEmail(email.trim()))
    function onSubmit(event: FormEvent) {
      event.preventDefault()
      void submit()
    }
    return (
      <form onSubmit={onSubmit}>
        <label className="section-title" htmlFor={`${id}-email`}>
          {t(m.emailLabel)}
        </label>
        <div className="search">
          <input
            id={`${id}-email`}
            style={INPUT_STYLE}
            type="email"
            autoComplete="email"
            placeholder={t(m.emailPlaceholder)}
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
          {t(m.continue)}
        </button>
      </form>
    )
  }
}
