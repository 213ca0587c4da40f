import type { MessageCatalog } from '@appkit/kernel'

/** siwx's translations: English stays with the code that shows it; other locales load lazily. */
export const SIWX_MESSAGE_CATALOG: MessageCatalog = {
  name: 'siwx',
  load: (locale) =>
    import('./loadSiwxMessages.js').then((module) => module.loadSiwxMessages(locale)),
}
