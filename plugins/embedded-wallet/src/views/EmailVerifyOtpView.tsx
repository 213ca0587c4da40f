import { useI18n, type ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { emailLoginMessages as m } from './emailLoginMessages.js'
import { OtpForm } from './OtpForm.js'

/** EmailVerifyOtp: the one-time code sent to the email; success connects and closes the modal. */
export function bindEmailVerifyOtpView({
  controller,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function EmailVerifyOtpView({ data }: ViewProps) {
    const { rich } = useI18n()
    const email = typeof data?.email === 'string' ? data.email : ''
    return (
      <OtpForm
        intro={rich(m.codeSentTo, { email: <strong>{email}</strong> })}
        onVerify={(code) => controller.verifyOtp(email, code)}
        onResend={() => controller.connectEmail(email)}
      />
    )
  }
}
