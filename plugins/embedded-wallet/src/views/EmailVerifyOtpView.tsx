import type { ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { OtpForm } from './OtpForm.js'

/** EmailVerifyOtp: the one-time code sent to the email; success connects and closes the modal. */
export function bindEmailVerifyOtpView({
  controller,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function EmailVerifyOtpView({ data }: ViewProps) {
    const email = typeof data?.email === 'string' ? data.email : ''
    return (
      <OtpForm
        intro={
          <>
            Enter the code sent to <strong>{email}</strong>
          </>
        }
        onVerify={(code) => controller.verifyOtp(email, code)}
        onResend={() => controller.connectEmail(email)}
      />
    )
  }
}
