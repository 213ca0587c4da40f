import type { MessageCatalog } from '@appkit/kernel'

/** emulator's translations: English stays with the code that shows it; other locales load lazily. */
export const EMULATOR_MESSAGE_CATALOG: MessageCatalog = {
  name: 'emulator',
  load: (locale) =>
    import('./loadEmulatorMessages.js').then((module) => module.loadEmulatorMessages(locale)),
}
