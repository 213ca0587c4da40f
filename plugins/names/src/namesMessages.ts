import { defineMessages } from '@appkit/kernel'

/** What the plugin adds around its views: the Account view's entry, the views' titles, the name rule. */
export const namesMessages = defineMessages('names', {
  accountEntry: 'Register a name',
  registerTitle: 'Choose a name',
  successTitle: 'Name registered',
  nameRule: 'Letters, digits and hyphens only, at least 4 characters.',
})
