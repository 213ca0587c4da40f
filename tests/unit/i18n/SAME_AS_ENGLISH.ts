/**
 * Messages a locale rightly writes as English does (a brand, a loanword the language uses), by id:
 * the locales allowed to. Anything else identical to English is an untranslated string.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {}
