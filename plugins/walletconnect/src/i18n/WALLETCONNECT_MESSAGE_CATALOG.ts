import type { MessageCatalog } from '@appkit/kernel'

/** walletconnect's translations: English stays with the code that shows it; other locales load lazily. */
export const WALLETCONNECT_MESSAGE_CATALOG: MessageCatalog = {
  name: 'walletconnect',
  load: (locale) =>
    import('./loadWalletconnectMessages.js').then((module) =>
      module.loadWalletconnectMessages(locale),
    ),
}
