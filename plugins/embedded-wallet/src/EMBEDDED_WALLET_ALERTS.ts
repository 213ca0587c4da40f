import { defineAlert } from '@appkit/kernel'
import {
  IFRAME_LOAD_FAILED_MESSAGE,
  IFRAME_REQUEST_TIMEOUT_MESSAGE,
} from './transport/createFrameTransport.js'

/** Spec §8: the secure frame did not load (after 20 s). */
export const IFRAME_LOAD_FAILED_ALERT = defineAlert({
  code: 'IFRAME_LOAD_FAILED',
  variant: 'error',
  shortMessage: IFRAME_LOAD_FAILED_MESSAGE,
  longMessage: 'The embedded wallet did not load within 20 seconds',
})

/** Spec §8: the secure frame did not answer a request (after 120 s). */
export const IFRAME_REQUEST_TIMEOUT_ALERT = defineAlert({
  code: 'IFRAME_REQUEST_TIMEOUT',
  variant: 'error',
  shortMessage: IFRAME_REQUEST_TIMEOUT_MESSAGE,
  longMessage: 'The embedded wallet did not answer within 120 seconds',
})

/** The alerts the embedded wallet shows, registered with its plugin. */
export const EMBEDDED_WALLET_ALERTS = [
  IFRAME_LOAD_FAILED_ALERT,
  IFRAME_REQUEST_TIMEOUT_ALERT,
] as const
