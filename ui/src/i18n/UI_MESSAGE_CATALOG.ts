import type { MessageCatalog } from '@appkit/kernel'

/** ui's translations: English stays with the code that shows it; other locales load lazily. */
export const UI_MESSAGE_CATALOG: MessageCatalog = {
  name: 'ui',
  load: (locale) => import('./loadUiMessages.js').then((module) => module.loadUiMessages(locale)),
}
