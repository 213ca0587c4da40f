import type { AppKitPlugin } from '@appkit/kernel'
import {
  createDevtoolsCapture,
  type DevtoolsCapture,
  type DevtoolsCaptureOptions,
} from './capture/createDevtoolsCapture.js'
import { kitIdentityOf } from './capture/kitIdentityOf.js'
import type { DevtoolsSession } from './session/DevtoolsSession.js'
import { warnInProduction } from './warnInProduction.js'

export const DEVTOOLS_PLUGIN_NAME = 'appkit:devtools'

export interface DevtoolsOptions extends DevtoolsCaptureOptions {
  /**
   * Whether this is a production build, which prints a warning once per page. Default: the
   * build's `process.env.NODE_ENV === 'production'`.
   */
  production?: boolean
}

export interface DevtoolsPlugin extends AppKitPlugin {
  name: typeof DEVTOOLS_PLUGIN_NAME
  /** The capture of the kit this plugin is installed on; undefined before `kit.use()`. */
  getCapture(): DevtoolsCapture | undefined
  /** Subscribes to install and teardown (the panel waits for `kit.use()` this way). */
  onCapture(listener: (capture: DevtoolsCapture | undefined) => void): () => void
  /** The captured session as JSON (events, requests, logs, state, router, gates, emulator). */
  exportSession(): DevtoolsSession
  /** Shows an exported session read-only; throws 'Not an AppKit devtools session'. */
  importSession(session: unknown): DevtoolsSession
}

/**
 * The devtools plugin: on `setup` it attaches a capture to the kit through its context
 * (interceptors on every kernel hook, subscriptions to its stores) and detaches it on teardown.
 * The kernel never refers to it: an app that does not import `@appkit/devtools` ships none of
 * it. Render the panel with `<AppKitDevtools devtools={plugin} />` or `mountDevtools(plugin)`.
 *
 * @example
 * const tools = devtools()
 * kit.use(tools)
 * mountDevtools(tools)
 * tools.exportSession().events.length
 */
export function devtools(options: DevtoolsOptions = {}): DevtoolsPlugin {
  const { production, ...captureOptions } = options
  let capture: DevtoolsCapture | undefined
  /** The kit the capture records (see kitIdentityOf): one plugin object serves one kit. */
  let capturedKit: object | undefined
  const listeners = new Set<(capture: DevtoolsCapture | undefined) => void>()

  function announce() {
    for (const listener of [...listeners]) listener(capture)
  }

  function requireCapture(): DevtoolsCapture {
    if (!capture) throw new Error('devtools is not installed: call kit.use(devtools) first')
    return capture
  }

  return {
    name: DEVTOOLS_PLUGIN_NAME,
    setup(ctx) {
      warnInProduction(production)
      const kitIdentity = kitIdentityOf(ctx)
      if (capture && capturedKit !== kitIdentity) {
        throw new Error('This devtools plugin is already installed on another kit')
      }
      const attached = createDevtoolsCapture(ctx, captureOptions)
      capture = attached
      capturedKit = kitIdentity
      announce()
      return () => {
        attached.detach()
        if (capture === attached) {
          capture = undefined
          capturedKit = undefined
          announce()
        }
      }
    },
    getCapture: () => capture,
    onCapture(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    exportSession: () => requireCapture().exportSession(),
    importSession: (session) => requireCapture().importSession(session),
  }
}
