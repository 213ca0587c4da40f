import type { MessageCatalog } from '@appkit/kernel'

/** activity's translations: English stays with the code that shows it; other locales load lazily. */
export const ACTIVITY_MESSAGE_CATALOG: MessageCatalog = {
  name: 'activity',
  load: (locale) =>
    import('./loadActivityMessages.js').then((module) => module.loadActivityMessages(locale)),
}
