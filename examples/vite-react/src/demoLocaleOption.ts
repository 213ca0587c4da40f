import type { AppKitOptions } from '@appkit/kernel'

/** `?locale=<tag>`: the modal's language; an unknown tag falls back to English in the kit. */
export function demoLocaleOption(params: URLSearchParams): Pick<AppKitOptions, 'locale'> {
  const locale = params.get('locale')
  return locale ? { locale } : {}
}
