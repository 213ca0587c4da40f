import { collectEnglishMessages } from '../../shared/i18n/collectEnglishMessages.js'
import { readLocaleMessages } from '../../shared/i18n/readLocaleMessages.js'

const root = new URL('../../../', import.meta.url).pathname

/**
 * A package's catalog as the browser test reads it: the translation of an English text, looked
 * up through the English message that has it (so the test does not hard-code ids or texts).
 */
export async function translationsOf(packageDir: string, locale: string) {
  const english = await collectEnglishMessages(`${root}${packageDir}`)
  const translated = await readLocaleMessages(`${root}${packageDir}`, locale)
  return {
    english,
    /** The translation of the message reading `text` in English, its id starting with `idPrefix`. */
    of(text: string, idPrefix = ''): string {
      const message = english.find((m) => m.message === text && m.id.startsWith(idPrefix))
      if (!message)
        throw new Error(`No ${packageDir} message ${idPrefix}* reads ${JSON.stringify(text)}`)
      const translation = translated[message.id]
      if (translation === undefined) throw new Error(`${locale} lacks ${message.id}`)
      return translation
    },
  }
}
