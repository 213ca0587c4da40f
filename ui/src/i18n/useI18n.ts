import type { I18n, Locale, MessageDescriptor, MessageValues } from '@appkit/kernel'
import { createElement, Fragment, type ReactNode, useMemo } from 'react'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'

export interface UseI18n extends Pick<I18n, 't' | 'formatNumber' | 'formatDate'> {
  readonly locale: Locale
  readonly dir: 'ltr' | 'rtl'
  /** The message with React elements among its values (a link inside a sentence). */
  rich(descriptor: MessageDescriptor, values: MessageValues): ReactNode
}

/**
 * The kit's messages in the visitor's locale, re-rendering when the locale changes or its
 * catalog arrives: `const { t } = useI18n(); t(connectMessages.title)`.
 */
export function useI18n(): UseI18n {
  const { kit } = useUi()
  const { locale, dir, revision } = useStoreSelector(kit.i18n.store, (state) => ({
    locale: state.locale,
    dir: state.dir,
    revision: state.revision,
  }))
  // revision: a new catalog chunk gives new functions, so memoised children render again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision is the re-render signal
  return useMemo(() => {
    const { i18n } = kit
    return {
      locale,
      dir,
      t: (descriptor, values) => i18n.t(descriptor, values),
      formatNumber: (value, options) => i18n.formatNumber(value, options),
      formatDate: (value, options) => i18n.formatDate(value, options),
      rich: (descriptor, values) =>
        i18n
          .parts(descriptor, values)
          .map((part, index) => createElement(Fragment, { key: index }, part as ReactNode)),
    }
  }, [kit, locale, dir, revision])
}
