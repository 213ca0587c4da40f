import type { AnalyticsWindow } from '../AnalyticsWindow.js'

export interface RecordedBeacon {
  url: string
  /** The Blob's type, which a browser sends as the Content-Type. */
  contentType: string
  text: string
}

/**
 * TEST DOUBLE of a browser page for Node: an EventTarget window with a location, a document
 * whose visibility a test can change, and a `navigator.sendBeacon` that records each beacon
 * and, like a browser, POSTs it with the Blob's type as Content-Type (unless `forward` is off).
 */
export function createTestWindow(
  options: { href?: string; forward?: boolean; acceptBeacons?: boolean } = {},
) {
  const href = options.href ?? 'http://localhost:5173/shop?item=1'
  const target = new EventTarget()
  const documentTarget = new EventTarget()
  const beacons: Promise<RecordedBeacon>[] = []
  const delivered: Promise<unknown>[] = []
  const listeners = new Map<string, number>()
  const count = (type: string, change: number) =>
    listeners.set(type, (listeners.get(type) ?? 0) + change)
  let visibilityState: 'visible' | 'hidden' = 'visible'

  const sendBeacon = (url: string, data?: BodyInit | null): boolean => {
    if (options.acceptBeacons === false) return false
    const blob = data instanceof Blob ? data : new Blob([String(data ?? '')])
    const beacon = blob.text().then((text) => ({ url, contentType: blob.type, text }))
    beacons.push(beacon)
    if (options.forward !== false) {
      delivered.push(
        beacon.then(({ contentType, text }) =>
          fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: text }),
        ),
      )
    }
    return true
  }

  const page: AnalyticsWindow = {
    location: { href, hostname: new URL(href).hostname },
    document: {
      get visibilityState() {
        return visibilityState
      },
      addEventListener(type, listener) {
        count(`document:${type}`, 1)
        documentTarget.addEventListener(type, listener)
      },
      removeEventListener(type, listener) {
        count(`document:${type}`, -1)
        documentTarget.removeEventListener(type, listener)
      },
    },
    navigator: { sendBeacon },
    addEventListener(type, listener) {
      count(type, 1)
      target.addEventListener(type, listener)
    },
    removeEventListener(type, listener) {
      count(type, -1)
      target.removeEventListener(type, listener)
    },
  }

  return {
    page,
    beacons,
    /** Settles when every forwarded beacon has reached its server. */
    delivered: () => Promise.all(delivered),
    /** Listeners currently added, by type ('pagehide', 'document:visibilitychange'). */
    listenerCount: (type: string) => listeners.get(type) ?? 0,
    hide() {
      visibilityState = 'hidden'
      documentTarget.dispatchEvent(new Event('visibilitychange'))
    },
    show() {
      visibilityState = 'visible'
      documentTarget.dispatchEvent(new Event('visibilitychange'))
    },
    pagehide: () => target.dispatchEvent(new Event('pagehide')),
  }
}
