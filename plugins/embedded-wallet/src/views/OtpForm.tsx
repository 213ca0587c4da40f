import { useI18n } from '@appkit/ui'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { otpFormMessages as m } from './otpFormMessages.js'
import { useSubmit } from './useSubmit.js'

const INPUT_STYLE = { paddingInlineStart: 12, letterSpacing: '0.3em' } as const

export interface OtpFormProps {
  intro: ReactNode
  /** The field's label; default 'One-time code' (in the visitor's locale). */
  label?: string
  onVerify: (code: string) => Promise<void>
  /** 'Resend code', when the step can send again. */
  onResend?: () => Promise<void>
}

/** A one-time code field with Verify (and Resend): the email login's and the email update's. */
export function OtpForm({ intro, label, onVerify, onResend }: OtpFormProps) {
  const { t } = useI18n()
  const id = useId()
  const [code, setCode] = useState('')
  const verify = useSubmit(() => onVerify(code))
  const resend = useSubmit(onResend ?? (async () => undefined))
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void verify.submit()
  }
  const message = verify.error ?? resend.error
  return (
    <form onSubmit={onSubmit}>
      <p className="lead">{intro}</p>
      <label className="section-title" htmlFor={`${id}-code`}>
        {label ?? t(m.codeLabel)}
      </label>
      <div className="search">
        <input
          id={`${id}-code`}
          style={INPUT_STYLE}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          aria-invalid={verify.error ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <p className="lead" id={`${id}-message`} role="status" aria-live="polite">
        {message ?? ''}
      </p>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={verify.busy}
        aria-busy={verify.busy || undefined}
      >
        {t(m.verify)}
      </button>
      {onResend ? (
        <button
          type="button"
          className="btn"
          disabled={resend.busy}
          onClick={() => void resend.submit()}
        >
          {t(m.resend)}
        </button>
      ) : null}
    </form>
  )
}
