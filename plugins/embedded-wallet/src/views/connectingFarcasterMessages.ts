import { defineMessages } from '@appkit/kernel'

/** The farcaster login's view: its approval link as a QR code, to open or copy. */
export const connectingFarcasterMessages = defineMessages('embeddedWallet.farcaster', {
  signIn: 'Sign in with Farcaster',
  scan: 'Scan this code with the phone you use Farcaster on, or open the link there.',
  qrLabel: 'QR code to sign in with Farcaster',
  openApprovalPage: 'Open the Farcaster approval page',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  preparing: 'Preparing the Farcaster sign-in…',
})
