import type { ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { OtpForm } from './OtpForm.js'

/** EmailVerifyDevice: a login from a device the account has not seen; approve it by email. */
export function bindEmailVerifyDeviceView({
  controller,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function EmailVerifyDeviceView({ data }: ViewProps) {
    const email = typeof data?.email === 'string' ? data.email : ''
    return (
      <OtpForm
        intro={
          <>
            This device is new to your account. Approve it with the code sent to{' '}
            <strong>{email}</strong>
          </>
        }
        label="Device approval code"
        onVerify={(code) => controller.verifyDevice(email, code)}
      />
    )
  }
}
