import { defineMessages } from '@appkit/kernel'

/** What the plugin adds around its view: the Account view's entry, the title, the spec §8 toast. */
export const activityMessages = defineMessages('activity', {
  accountEntry: 'Activity',
  title: 'Activity',
  fetchFailed: 'Failed to fetch transactions',
})
