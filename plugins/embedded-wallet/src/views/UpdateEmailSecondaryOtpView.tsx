import type { ViewProps } from '@appkit/ui'
import { type ComponentType, useState } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { OtpForm } from './OtpForm.js'

/** UpdateEmailSecondaryOtp: the code sent to the new email; then success with the new email. */
export function bindUpdateEmailSecondaryOtpView({
  ctx,
  controller,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function UpdateEmailSecondaryOtpView({ data }: ViewProps) {
    const email = typeof data?.email === 'string' ? data.email : ''
    const [updated, setUpdated] = useState<string>()
    if (updated) {
      return (
        <div className="centered" role="status">
          <p>
            Your email is now <strong>{updated}</strong>
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => ctx.router.reset('Account')}
          >
            Done
          </button>
        </div>
      )
    }
    return (
      <OtpForm
        intro={
          <>
            Enter the code sent to <strong>{email}</strong>
          </>
        }
        onVerify={async (code) => setUpdated(await controller.verifySecondaryOtp(code))}
      />
    )
  }
}
