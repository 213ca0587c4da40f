import { defineMessages } from '@appkit/kernel'

/** The secure frame's accessible name (its `title`), read out when it shows an approval. */
export const frameMessages = defineMessages('embeddedWallet.frame', {
  title: 'Embedded wallet',
})
