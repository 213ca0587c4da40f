import type { MessageCatalog } from '@appkit/kernel'

/** names's translations: English stays with the code that shows it; other locales load lazily. */
export const NAMES_MESSAGE_CATALOG: MessageCatalog = {
  name: 'names',
  load: (locale) =>
    import('./loadNamesMessages.js').then((module) => module.loadNamesMessages(locale)),
}
