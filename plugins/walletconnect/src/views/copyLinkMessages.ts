import { defineMessages } from '@appkit/kernel'

/** 'Copy link' for the pairing URI and the outcome it announces. */
export const copyLinkMessages = defineMessages('walletconnect.copyLink', {
  copy: 'Copy link',
  copied: 'Link copied',
  failed: 'Could not copy the link',
})
