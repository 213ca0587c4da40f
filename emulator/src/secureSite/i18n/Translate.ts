import { createI18n, type I18n } from '@appkit/kernel'

/** Formats a message in one locale (its translation, else its English). */
export type Translate = I18n['t']

let english: I18n | undefined

/** The messages' own English: what a request that names no locale gets. */
export const inEnglish: Translate = (descriptor, values) => {
  english ??= createI18n({ locale: 'en' })
  return english.t(descriptor, values)
}
