import { defineMessages } from '@appkit/kernel'

/**
 * The social consent pages (the emulator's stand-ins for a provider's OAuth page and for
 * Farcaster's approval) and what their script shows.
 */
export const consentMessages = defineMessages('secureFrame.consent', {
  pageTitle: 'Sign in with {provider} (AppKit emulator)',
  heading: 'Sign in with {provider}',
  intro:
    "A local stand-in for {provider}'s consent page: choose the username {provider} would return.",
  farcasterIntro:
    "A local stand-in for {provider}'s approval: choose the username {provider} would return.",
  username: 'Username',
  cancel: 'Cancel',
  approve: 'Approve',
  approved: 'Approved. You can go back to the app.',
  failed: 'Something went wrong',
  openerGone: 'The page that opened this window is gone.',
  invalidUsername: 'Enter a username: letters, digits, . _ - # (at most 64)',
  linkExpired: 'This login link has expired',
  linkExpiredTitle: 'Link expired',
  linkExpiredPage: 'This login link has expired. Close this window and try again.',
})
