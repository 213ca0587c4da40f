import { defineMessages } from '@appkit/kernel'

/**
 * A social login under way ({name} the provider's name, e.g. 'Google'; the '...Account' forms
 * when it is not known) and its spec §8 toasts.
 */
export const connectingSocialMessages = defineMessages('embeddedWallet.social', {
  loggingIn: 'Logging in with {name}…',
  loggingInAccount: 'Logging in with your account…',
  continueWith: 'Continue with {name}',
  continueWithAccount: 'Continue with your account',
  logInInPopup: 'Log in to {name} in the popup window.',
  logInAccountInPopup: 'Log in to your account in the popup window.',
  authenticating: 'Authenticating...',
  authInitFailed: 'A problem occurred while trying initialize authentication',
})
