import { createStore, type Store } from '../store/createStore.js'
import { createI18nEngine } from './createI18nEngine.js'
import { type Locale, RTL_LOCALES } from './LOCALES.js'
import type { MessageDescriptor, Messages, MessageValues } from './MessageDescriptor.js'
import { resolveLocaleChain } from './resolveLocaleChain.js'

/**
 * A package's translations. `load` fetches one locale's chunk (`undefined` for a locale the
 * package does not ship); it is never called for English, which stays with the code
 * (`defineMessages`). Write it as one dynamic import of the package's loaders, so the first load
 * holds one function rather than a loader per locale.
 */
export interface MessageCatalog {
  /** Unique per package ('ui', 'swaps'); registering a name again replaces the catalog. */
  readonly name: string
  load(locale: Locale): Promise<Messages | undefined>
}

/** App overrides: locale (or '*' for every locale) to message id to ICU text. */
export type MessageOverrides = Readonly<Record<string, Readonly<Record<string, string>>>>

export interface I18nState {
  /** The locale the visitor reads (the head of the chain). */
  readonly locale: Locale
  readonly chain: readonly Locale[]
  readonly dir: 'ltr' | 'rtl'
  /** Bumped whenever a catalog chunk arrives or goes, so views render again. */
  readonly revision: number
}

export interface I18n {
  readonly store: Pick<Store<I18nState>, 'getState' | 'subscribe'>
  /** The message in the visitor's locale, else English, with its arguments filled in. */
  t(descriptor: MessageDescriptor, values?: MessageValues): string
  /** As `t`, keeping non-text values (React elements) as their own parts. */
  parts(descriptor: MessageDescriptor, values?: MessageValues): unknown[]
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string
  formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string
  /** Adds a package's translations; loads its chunk at once when the locale is loaded already. */
  register(catalog: MessageCatalog): () => void
  /** Fetches every registered catalog's chunk for the locale chain (English fetches none). */
  load(): Promise<void>
  /** Switches locale (a tag, resolved down the chain) and loads its chunks. */
  setLocale(locale: string): Promise<void>
}

export interface I18nOptions {
  locale?: string
  messages?: MessageOverrides
  /** The visitor's languages, asked when no locale is set: `navigator.languages` by default. */
  languages?: () => readonly string[]
  warn?: (message: string) => void
}

function browserLanguages(): readonly string[] {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } })
    .navigator
  return nav?.languages ?? (nav?.language ? [nav.language] : [])
}

function stateOf(chain: readonly Locale[], revision: number): I18nState {
  const locale = chain[0] ?? 'en'
  return { locale, chain, dir: RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr', revision }
}

/**
 * One kit's locale, its catalogs and the app's overrides. Formatting is synchronous from the
 * first render, on the server too (an embedded modal renders its views there); only another
 * locale's catalogs load, with `load()`, which the opening modal and that locale's provider start.
 */
export function createI18n(options: I18nOptions = {}): I18n {
  const requested = () =>
    options.locale ? [options.locale] : (options.languages ?? browserLanguages)()
  const store = createStore<I18nState>(stateOf(resolveLocaleChain(requested()), 0))
  const catalogs = new Map<string, MessageCatalog>()
  const engine = createI18nEngine({ store, catalogs, options })
  const parts: I18n['parts'] = (descriptor, values) => engine.parts(descriptor, values)
  let loadRequested = false
  const load = () => {
    loadRequested = true
    return engine.load()
  }

  return {
    store,
    t: (descriptor, values) => parts(descriptor, values).join(''),
    parts,
    formatNumber: (value, format) => engine.formatNumber(value, format),
    formatDate: (value, format = { dateStyle: 'medium' }) => engine.formatDate(value, format),
    register(catalog) {
      catalogs.set(catalog.name, catalog)
      if (loadRequested) void engine.load()
      return () => {
        if (catalogs.get(catalog.name) !== catalog) return
        catalogs.delete(catalog.name)
        engine.forget(catalog.name)
      }
    },
    load,
    async setLocale(locale) {
      store.setState((state) => stateOf(resolveLocaleChain([locale]), state.revision + 1))
      await load()
    },
  }
}
