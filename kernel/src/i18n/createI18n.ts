import { createStore, type Store } from '../store/createStore.js'
import { createIntlCache, formatParts } from './formatMessage.js'
import { type Locale, RTL_LOCALES } from './LOCALES.js'
import type { MessageDescriptor, Messages, MessageValues } from './MessageDescriptor.js'
import { type MessagePart, parseMessage } from './parseMessage.js'
import { resolveLocaleChain } from './resolveLocaleChain.js'

/**
 * A package's translations: one lazy chunk per locale (`fr: () => import('./locales/fr.js')`).
 * English is not among them: it stays with the code (`defineMessages`).
 */
export interface MessageCatalog {
  /** Unique per package ('ui', 'swaps'); registering a name again replaces the loaders. */
  readonly name: string
  readonly locales: Readonly<Partial<Record<Locale, () => Promise<{ default: Messages }>>>>
}

/** App overrides: locale (or '*' for every locale) to message id to ICU text. */
export type MessageOverrides = Readonly<Record<string, Readonly<Record<string, string>>>>

export interface I18nState {
  /** The locale the visitor reads (the head of the chain). */
  readonly locale: Locale
  readonly chain: readonly Locale[]
  readonly dir: 'ltr' | 'rtl'
  /** Bumped whenever a catalog chunk arrives, so views render the new strings. */
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
  /** Fetches every registered catalog's chunk for the locale chain (English fetches nothing). */
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

const INVALID = Symbol('invalid')

function browserLanguages(): readonly string[] {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } })
    .navigator
  return nav?.languages ?? (nav?.language ? [nav.language] : [])
}

function stateOf(chain: readonly Locale[], revision: number): I18nState {
  const locale = chain[0] ?? 'en'
  return { locale, chain, dir: RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr', revision }
}

/** One kit's locale, its loaded catalogs and the app's overrides. */
export function createI18n(options: I18nOptions = {}): I18n {
  const requested = () =>
    options.locale ? [options.locale] : (options.languages ?? browserLanguages)()
  const store = createStore<I18nState>(stateOf(resolveLocaleChain(requested()), 0))
  const catalogs = new Map<string, MessageCatalog>()
  // Per locale, per catalog name: the chunk's messages (or a pending load).
  const loaded = new Map<Locale, Map<string, Messages | Promise<void>>>()
  const parsed = new Map<string, readonly MessagePart[] | typeof INVALID>()
  const intl = createIntlCache()
  const overrides = options.messages ?? {}
  let loadRequested = false

  function parse(text: string): readonly MessagePart[] | typeof INVALID {
    let parts = parsed.get(text)
    if (parts === undefined) {
      try {
        parts = parseMessage(text)
      } catch {
        parts = INVALID
      }
      parsed.set(text, parts)
    }
    return parts
  }

  const reportedOverrides = new Set<string>()
  function override(locale: string, id: string): readonly MessagePart[] | undefined {
    const text = overrides[locale]?.[id]
    if (text === undefined) return undefined
    const parts = typeof text === 'string' ? parse(text) : INVALID
    if (parts !== INVALID) return parts
    const key = `${locale} ${id}`
    if (!reportedOverrides.has(key)) {
      reportedOverrides.add(key)
      options.warn?.(
        `The message override ${id} for ${locale} is not valid ICU MessageFormat; the catalog's text is used`,
      )
    }
    return undefined
  }

  function lookup(descriptor: MessageDescriptor): [readonly MessagePart[], Locale] {
    const { chain } = store.getState()
    for (const locale of chain) {
      const fromApp = override(locale, descriptor.id) ?? override('*', descriptor.id)
      if (fromApp) return [fromApp, locale]
      for (const messages of loaded.get(locale)?.values() ?? []) {
        if (messages instanceof Promise) continue
        const text = messages[descriptor.id]
        if (text === undefined) continue
        const parts = parse(text)
        if (parts !== INVALID) return [parts, locale]
      }
    }
    const english = parse(descriptor.message)
    return [english === INVALID ? [descriptor.message] : english, 'en']
  }

  const parts: I18n['parts'] = (descriptor, values) => {
    const [message, locale] = lookup(descriptor)
    return formatParts(message, values, locale, intl)
  }

  function loadCatalog(locale: Locale, catalog: MessageCatalog): Promise<void> | undefined {
    const loader = catalog.locales[locale]
    if (!loader) return undefined
    let byName = loaded.get(locale)
    if (!byName) {
      byName = new Map()
      loaded.set(locale, byName)
    }
    const existing = byName.get(catalog.name)
    if (existing instanceof Promise) return existing
    if (existing) return undefined
    const pending = loader().then(
      (module) => {
        byName.set(catalog.name, module.default)
        store.setState((state) => ({ ...state, revision: state.revision + 1 }))
      },
      (error: unknown) => {
        byName.delete(catalog.name)
        options.warn?.(`The ${locale} messages of ${catalog.name} failed to load: ${String(error)}`)
      },
    )
    byName.set(catalog.name, pending)
    return pending
  }

  async function load() {
    loadRequested = true
    const { chain } = store.getState()
    const pending: Promise<void>[] = []
    for (const locale of chain) {
      for (const catalog of catalogs.values()) {
        const load = loadCatalog(locale, catalog)
        if (load) pending.push(load)
      }
    }
    await Promise.all(pending)
  }

  return {
    store,
    t: (descriptor, values) => parts(descriptor, values).join(''),
    parts,
    formatNumber: (value, format) => intl.number(store.getState().locale, format).format(value),
    formatDate: (value, format = { dateStyle: 'medium' }) =>
      intl.date(store.getState().locale, format).format(value),
    register(catalog) {
      catalogs.set(catalog.name, catalog)
      if (loadRequested) void load()
      return () => {
        if (catalogs.get(catalog.name) !== catalog) return
        catalogs.delete(catalog.name)
        for (const byName of loaded.values()) byName.delete(catalog.name)
        store.setState((state) => ({ ...state, revision: state.revision + 1 }))
      }
    },
    load,
    async setLocale(locale) {
      const chain = resolveLocaleChain([locale])
      store.setState((state) => stateOf(chain, state.revision + 1))
      await load()
    },
  }
}
