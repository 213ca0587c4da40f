import { defineMessages } from '@appkit/kernel'

/** Spec §8: what the email login views show when their code cannot be fetched. */
export const emailLoginChunkMessages = defineMessages('embeddedWallet.emailLoginChunk', {
  loadFailed: 'Unable to load email login dependency',
})
