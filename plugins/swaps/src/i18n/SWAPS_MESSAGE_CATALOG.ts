import type { MessageCatalog } from '@appkit/kernel'

/** swaps's translations: English stays with the code that shows it; other locales load lazily. */
export const SWAPS_MESSAGE_CATALOG: MessageCatalog = {
  name: 'swaps',
  load: (locale) =>
    import('./loadSwapsMessages.js').then((module) => module.loadSwapsMessages(locale)),
}
