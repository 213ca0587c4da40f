const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i

/** A best guess at a phone or tablet browser, for when the app passes no `isMobile`. */
export function isMobileUserAgent(): boolean {
  return typeof navigator !== 'undefined' && MOBILE.test(navigator.userAgent ?? '')
}
