import { defineMessages } from '@appkit/kernel'

/** The one-time code form of the email login and the email update. */
export const otpFormMessages = defineMessages('embeddedWallet.otp', {
  codeLabel: 'One-time code',
  verify: 'Verify',
  resend: 'Resend code',
})
