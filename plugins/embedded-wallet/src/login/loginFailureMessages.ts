import { defineMessages } from '@appkit/kernel'

/**
 * What the login views say of the failures the login flows name themselves (spec §4, §8). The
 * errors carry the English (reports and developers read it); the views show these.
 */
export const loginFailureMessages = defineMessages('embeddedWallet.loginFailure', {
  invalidEmail: 'Invalid email',
  invalidCode: 'Invalid one-time code',
  somethingWentWrong: 'Something went wrong',
  popupClosed: 'Popup closed',
  failedToInitiateSocial: 'Failed to initiate social connection',
  tryAgainAfter: 'Please try again after {seconds, plural, other {# seconds}}',
})
