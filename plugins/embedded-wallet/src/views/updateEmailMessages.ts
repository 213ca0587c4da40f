import { defineMessages } from '@appkit/kernel'

/** The email update's views: the new email, then a code from each mailbox. */
export const updateEmailMessages = defineMessages('embeddedWallet.updateEmail', {
  newEmail: 'New email',
  save: 'Save',
  currentEmailCode: 'Enter the code sent to your current email',
  codeSentTo: 'Enter the code sent to {email}',
  emailIsNow: 'Your email is now {email}',
  done: 'Done',
})
