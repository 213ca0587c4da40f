import { defineMessages } from '@appkit/kernel'

/** The email login's views: the email, the one-time code and a new device's approval. */
export const emailLoginMessages = defineMessages('embeddedWallet.email', {
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  continue: 'Continue',
  codeSentTo: 'Enter the code sent to {email}',
  newDevice: 'This device is new to your account. Approve it with the code sent to {email}',
  deviceCodeLabel: 'Device approval code',
})
