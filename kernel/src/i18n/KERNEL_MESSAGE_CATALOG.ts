import type { MessageCatalog } from './createI18n.js'

/** kernel's translations: English stays with the code that shows it; other locales load lazily. */
export const KERNEL_MESSAGE_CATALOG: MessageCatalog = {
  name: 'kernel',
  load: (locale) =>
    import('./loadKernelMessages.js').then((module) => module.loadKernelMessages(locale)),
}
