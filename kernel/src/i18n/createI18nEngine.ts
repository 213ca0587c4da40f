import type { Store } from '../store/createStore.js'
import type { I18nOptions, I18nState, MessageCatalog } from './createI18n.js'
import { createIntlCache } from './createIntlCache.js'
import { formatParts } from './formatMessage.js'
import type { Locale } from './LOCALES.js'
import type { MessageDescriptor, Messages, MessageValues } from './MessageDescriptor.js'
import { type MessagePart, parseMessage } from './parseMessage.js'

/** What the kit's I18n hands its engine: its state, its registered catalogs, its options. */
export interface I18nEngineInput {
  store: Store<I18nState>
  catalogs: ReadonlyMap<string, MessageCatalog>
  options: I18nOptions
}

export interface I18nEngine {
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string
  formatDate(value: Date | number, options: Intl.DateTimeFormatOptions): string
  parts(descriptor: MessageDescriptor, values?: MessageValues): unknown[]
  /** Fetches every registered catalog's chunk for the locale chain. */
  load(): Promise<void>
  /** Forgets what a catalog loaded (it was unregistered). */
  forget(name: string): void
}

const INVALID = Symbol('invalid')

/**
 * The working part of a kit's I18n: the ICU parser and formatter, the catalogs' chunks and the
 * lookup through them, the check of the app's overrides.
 */
export function createI18nEngine({ store, catalogs, options }: I18nEngineInput): I18nEngine {
  const intl = createIntlCache()
  const bump = () => store.setState((state) => ({ ...state, revision: state.revision + 1 }))
  // Per locale, per catalog name: the chunk's messages (or a pending load).
  const loaded = new Map<Locale, Map<string, Messages | Promise<void>>>()
  const parsed = new Map<string, readonly MessagePart[] | typeof INVALID>()
  const overrides = options.messages ?? {}
  const reportedOverrides = new Set<string>()

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
    for (const locale of store.getState().chain) {
      const fromApp = override(locale, descriptor.id) ?? override('*', descriptor.id)
      if (fromApp) return [fromApp, locale]
      for (const messages of loaded.get(locale)?.values() ?? []) {
        if (messages instanceof Promise) continue
        const text = messages[descriptor.id]
        const parts = text === undefined ? INVALID : parse(text)
        if (parts !== INVALID) return [parts, locale]
      }
    }
    const english = parse(descriptor.message)
    return [english === INVALID ? [descriptor.message] : english, 'en']
  }

  function loadCatalog(locale: Locale, catalog: MessageCatalog): Promise<void> | undefined {
    if (locale === 'en') return undefined
    let byName = loaded.get(locale)
    if (!byName) {
      byName = new Map()
      loaded.set(locale, byName)
    }
    const existing = byName.get(catalog.name)
    if (existing instanceof Promise) return existing
    if (existing) return undefined
    const pending = Promise.resolve()
      .then(() => catalog.load(locale))
      .then(
        (messages) => {
          byName.set(catalog.name, messages ?? {})
          bump()
        },
        (error: unknown) => {
          byName.delete(catalog.name)
          options.warn?.(
            `The ${locale} messages of ${catalog.name} failed to load: ${String(error)}`,
          )
        },
      )
    byName.set(catalog.name, pending)
    return pending
  }

  return {
    formatNumber: (value, format) => intl.number(store.getState().locale, format).format(value),
    formatDate: (value, format) => intl.date(store.getState().locale, format).format(value),
    parts(descriptor, values) {
      const [message, locale] = lookup(descriptor)
      return formatParts(message, values, locale, intl)
    },
    async load() {
      const pending: Promise<void>[] = []
      for (const locale of store.getState().chain) {
        for (const catalog of catalogs.values()) {
          const next = loadCatalog(locale, catalog)
          if (next) pending.push(next)
        }
      }
      await Promise.all(pending)
    },
    forget(name) {
      for (const byName of loaded.values()) byName.delete(name)
      bump()
    },
  }
}
