import type { Alerts } from '../alerts/createAlerts.js'
import type { HttpClient } from '../pipelines/createHttpClient.js'

/** 'unknown': not checked (no page origin, no project id, on a server) or the call failed. */
export type OriginVerdict = 'allowed' | 'notAllowed' | 'unknown'

export interface OriginCheck {
  /** Checks the page's origin once per kit (later calls share the answer); never rejects. */
  verdict(): Promise<OriginVerdict>
}

export interface OriginCheckOptions {
  enabled: boolean
  api: HttpClient
  alerts: Pick<Alerts, 'show'>
  /** The page's origin, e.g. `globalThis.location?.origin`. */
  pageOrigin: () => string | undefined
  /** Told why the check could not be made; the app carries on. */
  warn: (message: string, data?: unknown) => void
  /** Loads the decoding fetch; a chunk of its own by default. */
  fetchAllowedOrigins?: (api: HttpClient) => Promise<readonly string[]>
}

/**
 * Spec §7 and §8: reads the project's allowed origins once and, when the page's origin is not
 * one of them, shows the 'Origin Not Allowed' alert. A failed call blocks nothing (verdict
 * 'unknown'): the secure site still makes its own check.
 */
export function createOriginCheck(options: OriginCheckOptions): OriginCheck {
  let verdict: Promise<OriginVerdict> | undefined

  async function check(): Promise<OriginVerdict> {
    const origin = options.pageOrigin()
    if (!options.enabled || !origin || origin === 'null') return 'unknown'
    try {
      const fetchAllowedOrigins =
        options.fetchAllowedOrigins ??
        (await import('./fetchAllowedOrigins.js')).fetchAllowedOrigins
      const allowedOrigins = await fetchAllowedOrigins(options.api)
      // Loaded with the answer: the page's first load carries no origin rules.
      const { isOriginAllowed } = await import('./isOriginAllowed.js')
      if (isOriginAllowed(origin, allowedOrigins)) return 'allowed'
      options.alerts.show('ORIGIN_NOT_ALLOWED', { once: true })
      return 'notAllowed'
    } catch (error) {
      options.warn('Could not read the allowed origins; carrying on', error)
      return 'unknown'
    }
  }

  return {
    verdict: () => {
      verdict ??= check()
      return verdict
    },
  }
}
