import { useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, useState } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { OtpForm } from './OtpForm.js'
import { updateEmailMessages as m } from './updateEmailMessages.js'

/** UpdateEmailSecondaryOtp: the code sent to the new email; then success with the new email. */
export function bindUpdateEmailSecondaryOtpView({
  ctx,
  controller,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function UpdateEmailSecondaryOtpView({ data }: ViewProps) {
    const { t, rich } = useI18n()
    const email = typeof data?.email === 'string' ? data.email : ''
    const [updated, setUpdated] = useState<string>()
    if (updated) {
      return (
        <div className="centered" role="status">
          <p>{rich(m.emailIsNow, { email: <strong>{updated}</strong> })}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => ctx.router.reset('Account')}
          >
            {t(m.done)}
          </button>
        </div>
      )
    }
    return (
      <OtpForm
        intro={rich(m.codeSentTo, { email: <strong>{email}</strong> })}
        onVerify={async (code) => setUpdated(await controller.verifySecondaryOtp(code))}
      />
    )
  }
}
