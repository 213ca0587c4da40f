import type { MessageCatalog } from '@appkit/kernel'

/** embedded-wallet's translations: English stays with the code that shows it; other locales load lazily. */
export const EMBEDDED_WALLET_MESSAGE_CATALOG: MessageCatalog = {
  name: 'embedded-wallet',
  load: (locale) =>
    import('./loadEmbeddedWalletMessages.js').then((module) =>
      module.loadEmbeddedWalletMessages(locale),
    ),
}
