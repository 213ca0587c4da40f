import { defineMessages } from '@appkit/kernel'

/** The dialog shell's own texts: its header buttons. */
export const modalMessages = defineMessages('modal', {
  back: 'Back',
  close: 'Close',
})
