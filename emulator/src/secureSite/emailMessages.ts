import { defineMessages } from '@appkit/kernel'

/** The subjects of the emails carrying the secure site's one-time codes (to the mailbox). */
export const emailMessages = defineMessages('secureFrame.email', {
  loginCode: 'Your AppKit login code',
  newDevice: 'Approve a new device',
  confirmChange: 'Confirm your email change',
  confirmNew: 'Confirm your new email',
})
