import { type AppKitPlugin, loadOnce, type PluginContext } from '@appkit/kernel'
import { ANALYTICS_FEATURE } from './ANALYTICS_FEATURE.js'
import type { AnalyticsEventBody, AnalyticsEventProps } from './AnalyticsEventBody.js'
import { type AnalyticsWindow, globalWindow } from './AnalyticsWindow.js'
import { activeAddress } from './activeAddress.js'
import { beaconEvents } from './beaconEvents.js'
import { createEventBody } from './createEventBody.js'
import { createEventQueue, type DeliveryMode } from './createEventQueue.js'
import { encodeEvents } from './encodeEvents.js'
import { ingestUrl } from './ingestUrl.js'
import {
  ALWAYS_SENT_EVENTS,
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_DELAY_MS,
  ANALYTICS_MAX_QUEUED,
  ANALYTICS_PLUGIN_NAME,
  NEVER_SENT_EVENTS,
} from './policies.js'
import { toJsonSafe } from './toJsonSafe.js'
import { watchPageHide } from './watchPageHide.js'

export interface AnalyticsOptions {
  /** How long events wait to go out together; default ANALYTICS_FLUSH_DELAY_MS (1 s). */
  flushDelayMs?: number
  /** Queued events that go out at once; default ANALYTICS_BATCH_SIZE (10). */
  batchSize?: number
  /**
   * The page: its location (each event's url and domain), visibility, `pagehide` and
   * `navigator.sendBeacon`. Default the global `window`; without one (SSR) nothing is sent.
   */
  window?: AnalyticsWindow
}

type Transport = typeof import('./analyticsTransport.js')

/** What the analytics plugin uses of its context. */
type AnalyticsContext = Pick<
  PluginContext,
  'options' | 'urls' | 'apiQuery' | 'api' | 'hooks' | 'gates' | 'registry' | 'alerts' | 'logger'
>

/**
 * Sends the kernel's tracking events and error reports to the analytics ingest, `POST
 * ${urls.analytics}/e` with projectId, st and sv (spec §7). Events come only from kernel hooks
 * (`eventTracked`, `modalOpened` as MODAL_OPEN, `modalClosed` as MODAL_CLOSE, `errorReported`,
 * already limited to 5 per 60 s by the kernel). INITIALIZE is sent once at setup, always; the
 * others only while analytics is on: the local `analytics` feature and the project's
 * GET /getAnalyticsConfig (asked once, on the first event that needs it). MODAL_CREATED never.
 *
 * Events are batched (a short delay or a full batch) and flushed with `navigator.sendBeacon`
 * when the page is hidden. Failures are dropped quietly; an HTTP 403 shows 'Invalid App
 * Configuration' once and stops sending. Not gated: INITIALIZE goes out even with analytics off.
 *
 * @example
 * const kit = createAppKit({ projectId, networks }).use(analytics())
 */
export function analytics(options: AnalyticsOptions = {}): AppKitPlugin {
  return {
    name: ANALYTICS_PLUGIN_NAME,
    features: [ANALYTICS_FEATURE],
    setup(ctx) {
      const page = options.window ?? globalWindow()
      // No page (SSR): nothing to report. No project id: the kernel skips every remote call.
      if (page === undefined || ctx.apiQuery.projectId === '') return undefined
      return startAnalytics(ctx, page, options)
    },
  }
}

function startAnalytics(
  context: AnalyticsContext,
  page: AnalyticsWindow,
  options: AnalyticsOptions,
) {
  const fetchFn: typeof fetch =
    context.options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const loadTransport: () => Promise<Transport> = loadOnce(() => import('./analyticsTransport.js'))
  let remoteEnabled: boolean | undefined
  let remoteLoad: Promise<void> | undefined
  let refused = false

  const whenKnown = () =>
    (remoteLoad ??= loadTransport()
      .then((loaded) => loaded.fetchAnalyticsEnabled(context.api))
      .then(
        (enabled) => {
          remoteEnabled = enabled
        },
        (error: unknown) => {
          remoteEnabled = false
          context.logger.debug('Analytics is off: the analytics config could not be read', {
            error: String(error),
          })
        },
      ))

  function onStatus(status: number) {
    if (status === 403) {
      // Spec §8 'HTTP 403 from analytics shows Invalid App Configuration once'. Every later
      // request would be refused too, so nothing more is sent.
      refused = true
      context.alerts.show('INVALID_APP_CONFIGURATION', { once: true })
    } else if (status >= 400) {
      context.logger.debug('Analytics events dropped', { status })
    }
  }

  const dropped = (error: unknown) =>
    context.logger.debug('Analytics events dropped', { error: String(error) })

  /** Sends one batch; failures of any kind are dropped (it runs from timers and listeners). */
  function deliver(events: readonly AnalyticsEventBody[], mode: DeliveryMode) {
    if (refused) return
    let url: string
    let json: string
    try {
      url = ingestUrl(context.urls.analytics, context.apiQuery)
      json = encodeEvents(events)
    } catch (error) {
      dropped(error)
      return
    }
    if (mode === 'beacon' && beaconEvents(page.navigator, url, json)) return
    loadTransport()
      .then((loaded) =>
        loaded.postEvents({ fetch: fetchFn, url, json, keepalive: mode === 'beacon' }),
      )
      .then(onStatus)
      .catch(dropped)
  }

  const queue = createEventQueue({
    flushDelayMs: options.flushDelayMs ?? ANALYTICS_FLUSH_DELAY_MS,
    batchSize: options.batchSize ?? ANALYTICS_BATCH_SIZE,
    maxQueued: ANALYTICS_MAX_QUEUED,
    isEnabled: () => remoteEnabled,
    whenKnown,
    deliver,
  })

  /** Queues one event; never throws into the kernel hook that called it. */
  function record(props: AnalyticsEventProps, timestamp = Date.now()) {
    if (refused) return
    const always = props.type === 'track' && ALWAYS_SENT_EVENTS.includes(props.event)
    if (!always && !context.gates.gate(ANALYTICS_FEATURE.name)) return
    try {
      const address = activeAddress(context.registry.store.getState())
      const body = createEventBody({
        props: address === undefined ? props : { ...props, address },
        page,
        timestamp,
      })
      queue.push({ body, always })
    } catch (error) {
      dropped(error)
    }
  }

  function track(event: string, properties?: unknown) {
    if (NEVER_SENT_EVENTS.includes(event)) return
    const safe = properties === undefined ? undefined : toJsonSafe(properties)
    record(
      safe === undefined ? { type: 'track', event } : { type: 'track', event, properties: safe },
    )
  }

  const connected = () => activeAddress(context.registry.store.getState()) !== undefined
  const { hooks } = context
  hooks.eventTracked.tap(ANALYTICS_PLUGIN_NAME, (info) => track(info.event, info.properties))
  hooks.modalOpened.tap(ANALYTICS_PLUGIN_NAME, (info) =>
    track('MODAL_OPEN', { view: info.view, connected: connected() }),
  )
  hooks.modalClosed.tap(ANALYTICS_PLUGIN_NAME, () =>
    track('MODAL_CLOSE', { connected: connected() }),
  )
  hooks.errorReported.tap(ANALYTICS_PLUGIN_NAME, ({ report }) =>
    record(
      {
        type: 'error',
        event: report.category,
        errorType: report.errorType,
        errorMessage: report.errorMessage,
        stackTrace: report.stackTrace,
        ...(report.flow === undefined ? {} : { flow: report.flow }),
      },
      report.timestamp,
    ),
  )
  const stopWatching = watchPageHide(page, () => queue.flush('beacon'))

  track('INITIALIZE', {
    networks: context.options.networks.map((network) => network.caipNetworkId),
  })

  // The hook taps go with the plugin's context; the teardown sends what is still queued.
  return () => {
    stopWatching()
    queue.close()
  }
}
