import { defineMessages } from '@appkit/kernel'

/** What a view says of a failure that brings no words of its own (spec §8). */
export const failureMessages = defineMessages('failure', {
  somethingWentWrong: 'Something went wrong',
})
