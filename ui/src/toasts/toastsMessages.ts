import { defineMessages } from '@appkit/kernel'

/**
 * The notification area's own texts. An alert's texts are not here: they are read by the ids
 * `alerts.<CODE>.short` and `alerts.<CODE>.long`, with the alert's English as the default.
 */
export const toastsMessages = defineMessages('toasts', {
  dismiss: 'Dismiss',
})
