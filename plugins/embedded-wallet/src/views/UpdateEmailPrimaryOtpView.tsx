import type { ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { OtpForm } from './OtpForm.js'

/** UpdateEmailPrimaryOtp: the code sent to the current email confirms the change. */
export function bindUpdateEmailPrimaryOtpView({
  controller,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function UpdateEmailPrimaryOtpView({ data }: ViewProps) {
    const email = typeof data?.email === 'string' ? data.email : ''
    return (
      <OtpForm
        intro="Enter the code sent to your current email"
        onVerify={(code) => controller.verifyPrimaryOtp(email, code)}
      />
    )
  }
}
