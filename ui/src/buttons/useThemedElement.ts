import { type RefCallback, useMemo, useRef } from 'react'
import { useUi } from '../context/useUi.js'
import { type ThemeMode, themeProperties } from '../modal/theme.js'
import { type AppliedTheme, themedElementRef } from './themedElementRef.js'

export interface ThemedElement<E extends HTMLElement> {
  /** Applies the theme variables to whichever element it is attached to, and removes them. */
  ref: RefCallback<E>
  /** `data-appkit-theme`: set for an explicit mode; absent for 'system' (CSS follows the OS). */
  theme: Exclude<ThemeMode, 'system'> | undefined
}

/**
 * Applies the provider's theme variables to a light-DOM element once it is in the page,
 * through the CSSOM (no style attribute in server markup, which a strict style-src would block).
 */
export function useThemedElement<E extends HTMLElement>(): ThemedElement<E> {
  const { themeMode, themeVariables } = useUi()
  const applied = useRef<AppliedTheme['current']>(undefined)
  const ref = useMemo(
    () => themedElementRef<E>(themeProperties(themeVariables), applied),
    [themeVariables],
  )
  return { ref, theme: themeMode === 'system' ? undefined : themeMode }
}
