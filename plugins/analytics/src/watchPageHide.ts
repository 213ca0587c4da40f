import type { AnalyticsWindow } from './AnalyticsWindow.js'

/**
 * Calls `onHide` when the page may be going away: the document becomes hidden (tab switch,
 * app switch on mobile, often the last event a page gets) or the window fires `pagehide`.
 * Returns the function that removes both listeners.
 */
export function watchPageHide(page: AnalyticsWindow, onHide: () => void): () => void {
  const onVisibilityChange = () => {
    if (page.document?.visibilityState === 'hidden') onHide()
  }
  page.document?.addEventListener('visibilitychange', onVisibilityChange)
  page.addEventListener('pagehide', onHide)
  return () => {
    page.document?.removeEventListener('visibilitychange', onVisibilityChange)
    page.removeEventListener('pagehide', onHide)
  }
}
