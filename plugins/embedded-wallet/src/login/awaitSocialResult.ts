import { AppKitError } from '@appkit/kernel'
import { Either, Schema } from 'effect'
import { SocialResultMessage } from '../protocol/frameMessageSchema.js'
import { IFRAME_REQUEST_TIMEOUT_MESSAGE } from '../transport/createFrameTransport.js'
import type { Timers } from '../transport/FrameHost.js'
import type { PopupHost, PopupWindow } from '../transport/PopupHost.js'
import { loginFailureMessages } from './loginFailureMessages.js'

/** Spec §8 (English; the views show it in the visitor's locale). */
export const POPUP_CLOSED_MESSAGE = loginFailureMessages.popupClosed.message
/** How often the popup is checked for having been closed by the user. */
export const POPUP_POLL_MS = 500

const decode = Schema.decodeUnknownEither(SocialResultMessage)

export interface AwaitSocialResultOptions {
  host: Pick<PopupHost, 'listen'>
  popup: PopupWindow
  secureOrigin: string
  timers: Timers
  timeoutMs: number
  /** Rejects the wait early (the user left the view). */
  signal?: AbortSignal
}

/**
 * Waits for the consent popup's result. Only a message from the secure origin, sent by the popup
 * this login opened, that fits the schema counts; anything else is ignored. The user closing the
 * popup rejects with 'Popup closed'.
 */
export function awaitSocialResult(options: AwaitSocialResultOptions): Promise<SocialResultMessage> {
  const { popup, timers } = options
  return new Promise((resolve, reject) => {
    let poll: unknown
    const settle = (finish: () => void) => {
      stop()
      timers.clearTimeout(poll)
      timers.clearTimeout(timeout)
      options.signal?.removeEventListener('abort', onAbort)
      finish()
    }
    const stop = options.host.listen((event) => {
      if (event.origin !== options.secureOrigin || event.source !== popup.window) return
      const result = decode(event.data)
      if (Either.isLeft(result)) return
      settle(() => resolve(result.right))
    })
    const check = () => {
      if (popup.isClosed()) {
        settle(() =>
          reject(new AppKitError(POPUP_CLOSED_MESSAGE, { category: 'SECURE_SITE_ERROR' })),
        )
        return
      }
      poll = timers.setTimeout(check, POPUP_POLL_MS)
    }
    const timeout = timers.setTimeout(
      () =>
        settle(() =>
          reject(
            new AppKitError(IFRAME_REQUEST_TIMEOUT_MESSAGE, {
              category: 'SECURE_SITE_ERROR',
              code: 'IFRAME_REQUEST_TIMEOUT',
            }),
          ),
        ),
      options.timeoutMs,
    )
    const onAbort = () =>
      settle(() =>
        reject(new AppKitError('Request was aborted', { category: 'SECURE_SITE_ERROR' })),
      )
    options.signal?.addEventListener('abort', onAbort)
    poll = timers.setTimeout(check, POPUP_POLL_MS)
  })
}
