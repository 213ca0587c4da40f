/** Something events can be listened to on (a window, a document). */
export interface AnalyticsEventTarget {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

/**
 * What the plugin reads from the page: the location (each event's url and domain), the
 * document's visibility and `pagehide` (to flush), and `navigator.sendBeacon`. The browser's
 * `window` is one; tests pass a test double.
 */
export interface AnalyticsWindow extends AnalyticsEventTarget {
  readonly location: { readonly href: string; readonly hostname: string }
  readonly document?: AnalyticsEventTarget & { readonly visibilityState?: string }
  readonly navigator?: { sendBeacon?: (url: string, data?: BodyInit | null) => boolean }
}

/** The global window in a browser; undefined during SSR and in Node. */
export function globalWindow(): AnalyticsWindow | undefined {
  return typeof window === 'undefined' ? undefined : window
}
