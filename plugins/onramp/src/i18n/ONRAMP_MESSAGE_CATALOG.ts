import type { MessageCatalog } from '@appkit/kernel'

/** onramp's translations: English stays with the code that shows it; other locales load lazily. */
export const ONRAMP_MESSAGE_CATALOG: MessageCatalog = {
  name: 'onramp',
  load: (locale) =>
    import('./loadOnrampMessages.js').then((module) => module.loadOnrampMessages(locale)),
}
