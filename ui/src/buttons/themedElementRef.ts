import type { RefCallback } from 'react'

/** Where a themed element's ref keeps the undo of what it last applied, across renders. */
export interface AppliedTheme {
  current: (() => void) | undefined
}

/**
 * A ref callback that sets these CSS custom properties on the element it is attached to and
 * removes them when React detaches it (`ref(null)`). The undo lives in `applied`, not in a
 * returned cleanup function, because React 18 ignores a ref callback's return value.
 */
export function themedElementRef<E extends HTMLElement>(
  properties: readonly (readonly [string, string])[],
  applied: AppliedTheme,
): RefCallback<E> {
  return (element) => {
    applied.current?.()
    applied.current = undefined
    if (!element) return
    for (const [name, value] of properties) element.style.setProperty(name, value)
    applied.current = () => {
      for (const [name] of properties) element.style.removeProperty(name)
    }
  }
}
