import { defineMessages } from '@appkit/kernel'

/** The modal header's titles of the embedded wallet's views. */
export const viewTitleMessages = defineMessages('embeddedWallet.viewTitle', {
  emailLogin: 'Continue with Email',
  emailVerifyOtp: 'Confirm Email',
  emailVerifyDevice: 'Register Device',
  updateEmail: 'Edit Email',
  updateEmailPrimaryOtp: 'Confirm Current Email',
  updateEmailSecondaryOtp: 'Confirm New Email',
  socialLogin: 'Social Login',
  approveTransaction: 'Approve Transaction',
  accountType: 'Account Type',
})
