import { defineMessages } from '@appkit/kernel'

/** RegisterAccountNameSuccess: the name is now the account's. */
export const registerSuccessMessages = defineMessages('names.registerSuccess', {
  nameOfAccount: 'This is now the name of your account.',
  backToAccount: 'Back to account',
})
