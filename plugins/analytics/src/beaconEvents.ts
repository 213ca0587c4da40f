import type { AnalyticsWindow } from './AnalyticsWindow.js'

/**
 * Hands a JSON body to `navigator.sendBeacon`, which the browser delivers even while the page
 * unloads. The Blob's type becomes the Content-Type; a beacon sets no other header, so the URL
 * carries the query. False when the page has no sendBeacon or the browser refused the data.
 */
export function beaconEvents(
  navigator: AnalyticsWindow['navigator'],
  url: string,
  json: string,
): boolean {
  const sendBeacon = navigator?.sendBeacon
  if (typeof sendBeacon !== 'function') return false
  try {
    return sendBeacon.call(navigator, url, new Blob([json], { type: 'application/json' }))
  } catch {
    return false
  }
}
