const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i

/**
 * A phone or tablet browser, by user agent (and iPadOS, which says it is a Mac with touch): the
 * default of createAppKit's `isMobile` option.
 */
export function isMobileDevice(
  navigatorLike: { userAgent?: string; maxTouchPoints?: number } | undefined = globalThis.navigator,
): boolean {
  if (!navigatorLike?.userAgent) return false
  if (MOBILE_USER_AGENT.test(navigatorLike.userAgent)) return true
  return /Macintosh/.test(navigatorLike.userAgent) && (navigatorLike.maxTouchPoints ?? 0) > 1
}
