// Issue 24 item 5: every key in every locale and no unused key, valid ICU syntax, the same
// placeholders as English, no English left, and the spec's English kept word for word.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { LOCALES, parseMessage } from '@appkit/kernel'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  collectEnglishMessages,
  type EnglishMessage,
} from '../../shared/i18n/collectEnglishMessages.js'
import { messageArguments } from '../../shared/i18n/messageArguments.js'
import { readLocaleMessages } from '../../shared/i18n/readLocaleMessages.js'
import { SAME_AS_ENGLISH } from './SAME_AS_ENGLISH.js'

const root = new URL('../../..', import.meta.url).pathname
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en')

/** Packages that ship a catalog: a src/i18n/locales folder. */
const PACKAGES = [
  'kernel',
  'ui',
  'emulator',
  ...readdirSync(join(root, 'plugins')).map((p) => `plugins/${p}`),
]
  .map((dir) => join(root, dir))
  .filter((dir) => existsSync(join(dir, 'src/i18n/locales')))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return entry === 'locales' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : []
  })
}

const english = new Map<string, EnglishMessage[]>()
const translations = new Map<string, Map<string, Record<string, string>>>()

beforeAll(async () => {
  for (const dir of PACKAGES) {
    english.set(dir, await collectEnglishMessages(dir))
    const byLocale = new Map<string, Record<string, string>>()
    for (const locale of TRANSLATED) byLocale.set(locale, await readLocaleMessages(dir, locale))
    translations.set(dir, byLocale)
  }
})

describe.each(PACKAGES.map((dir) => [relative(root, dir), dir]))('%s', (_name, dir) => {
  it('has a catalog chunk for every locale, with every English key and no other', () => {
    const ids = english.get(dir)!.map((m) => m.id)
    expect(ids.length).toBeGreaterThan(0)
    // Every locale's gaps at once, not only the first locale's.
    const gaps: Record<string, { missing: string[]; extra: string[] }> = {}
    for (const locale of TRANSLATED) {
      expect(existsSync(join(dir, 'src/i18n/locales', `${locale}.ts`)), locale).toBe(true)
      const keys = new Set(Object.keys(translations.get(dir)!.get(locale)!))
      const missing = ids.filter((id) => !keys.has(id))
      const extra = [...keys].filter((id) => !ids.includes(id))
      if (missing.length || extra.length) gaps[locale] = { missing, extra }
    }
    expect(gaps).toEqual({})
  })

  it('writes every message in valid ICU syntax, read alike by FormatJS and by the kit', () => {
    const texts = [
      ...english.get(dir)!.map((m) => ['en', m.id, m.message]),
      ...TRANSLATED.flatMap((locale) =>
        Object.entries(translations.get(dir)!.get(locale)!).map(([id, text]) => [locale, id, text]),
      ),
    ]
    const invalid = texts.filter(([, , text]) => {
      try {
        messageArguments(text!)
        parseMessage(text!)
        return false
      } catch {
        return true
      }
    })
    expect(invalid).toEqual([])
  })

  it('keeps the same placeholders, plurals and select options as English in every locale', () => {
    const mismatches: string[] = []
    for (const { id, message } of english.get(dir)!) {
      const expected = [...messageArguments(message)].sort()
      for (const locale of TRANSLATED) {
        const text = translations.get(dir)!.get(locale)![id]
        if (text === undefined) continue
        const actual = [...messageArguments(text)].sort()
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          mismatches.push(
            `${locale} ${id}: ${JSON.stringify(actual)} vs ${JSON.stringify(expected)}`,
          )
        }
      }
    }
    expect(mismatches).toEqual([])
  })

  it('leaves no English in another locale (beyond names listed in SAME_AS_ENGLISH)', () => {
    const left: string[] = []
    for (const { id, message } of english.get(dir)!) {
      // A message of placeholders and punctuation only reads the same in every language.
      if (!/\p{L}{2,}/u.test(message.replace(/\{[^{}]*\}/g, ''))) continue
      for (const locale of TRANSLATED) {
        const text = translations.get(dir)!.get(locale)![id]
        if (text === message && !SAME_AS_ENGLISH[id]?.includes(locale)) left.push(`${locale} ${id}`)
      }
    }
    expect(left).toEqual([])
  })

  it('uses every English message it defines', () => {
    const files = sourceFiles(join(dir, 'src'))
    const unused: string[] = []
    for (const { id, file } of english.get(dir)!) {
      if (id.startsWith('alerts.')) continue
      const module = basename(file).replace(/\.tsx?$/, '')
      const key = id.split('.').at(-1)!
      const users = files
        .filter((path) => !path.endsWith(file))
        .map((path) => readFileSync(path, 'utf8'))
        .filter((source) => source.includes(`/${module}.js'`))
      if (!users.some((source) => new RegExp(`\\.${key}\\b`).test(source))) unused.push(id)
    }
    expect(unused).toEqual([])
  })
})

it("keeps the spec's English alert texts word for word (spec §8)", async () => {
  const kernel = await collectEnglishMessages(join(root, 'kernel'))
  const text = (id: string) => kernel.find((m) => m.id === id)?.message
  expect(text('alerts.NETWORK_NOT_FOUND.long')).toBe(
    'Network not found - please make sure it is included in the networks array',
  )
  expect(text('alerts.PROJECT_ID_NOT_CONFIGURED.short')).toBe('Project ID Not Configured')
})
