import { defineMessages } from '@appkit/kernel'

/** What the secure frame shows: its page, its status line and the approval screen. */
export const frameMessages = defineMessages('secureFrame.frame', {
  pageTitle: 'AppKit secure wallet',
  loading: 'Loading…',
  notEmbeddable: 'This page may not embed the wallet.',
  ready: 'Secure wallet ready.',
  sendTransaction: 'Send transaction',
  sendCalls: 'Send calls',
  signMessage: 'Sign message',
  signTypedData: 'Sign typed data',
  requestedBy: '{network, select, solana {Solana} other {Chain {chainId}}} · requested by {origin}',
  requestedByNamed:
    '{network, select, solana {Solana} other {Chain {chainId}}} · requested by {dappName} ({origin})',
  reject: 'Reject',
  approve: 'Approve',
})
