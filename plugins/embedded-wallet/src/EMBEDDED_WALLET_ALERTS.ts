import { defineAlert } from '@appkit/kernel'
import { RPC_NOT_ALLOWED_MESSAGE } from './provider/createEmbeddedWalletProvider.js'
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

/** Spec §5: a wallet request outside the allowed RPC methods was refused in the page. */
export const ACTION_NOT_ALLOWED_ALERT = defineAlert({
  code: 'ACTION_NOT_ALLOWED',
  variant: 'error',
  shortMessage: 'Action not allowed',
  longMessage: RPC_NOT_ALLOWED_MESSAGE,
})

/** The alerts the embedded wallet shows, registered with its plugin. */
export const EMBEDDED_WALLET_ALERTS = [
  IFRAME_LOAD_FAILED_ALERT,
  IFRAME_REQUEST_TIMEOUT_ALERT,
  ACTION_NOT_ALLOWED_ALERT,
] as const
