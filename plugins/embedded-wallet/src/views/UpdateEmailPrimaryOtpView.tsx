import { useI18n, type ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { OtpForm } from './OtpForm.js'
import { updateEmailMessages as m } from './updateEmailMessages.js'

/** UpdateEmailPrimaryOtp: the code sent to the current email confirms the change. */
export function bindUpdateEmailPrimaryOtpView({
  controller,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function UpdateEmailPrimaryOtpView({ data }: ViewProps) {
    const { t } = useI18n()
    const email = typeof data?.email === 'string' ? data.email : ''
    return (
      <OtpForm
        intro={t(m.currentEmailCode)}
        onVerify={(code) => controller.verifyPrimaryOtp(email, code)}
      />
    )
  }
}
