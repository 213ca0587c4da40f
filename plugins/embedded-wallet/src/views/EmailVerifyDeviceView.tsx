import { useI18n, type ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { emailLoginMessages as m } from './emailLoginMessages.js'
import { OtpForm } from './OtpForm.js'

/** EmailVerifyDevice: a login from a device the account has not seen; approve it by email. */
export function bindEmailVerifyDeviceView({
  controller,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function EmailVerifyDeviceView({ data }: ViewProps) {
    const { t, rich } = useI18n()
    const email = typeof data?.email === 'string' ? data.email : ''
    return (
      <OtpForm
        intro={rich(m.newDevice, { email: <strong>{email}</strong> })}
        label={t(m.deviceCodeLabel)}
        onVerify={(code) => controller.verifyDevice(email, code)}
      />
    )
  }
}
