import type { PluginContext } from '@appkit/kernel'

/**
 * What a capture reads from a kit: its hooks (intercepted, never called), its stores (read
 * only), the gates' explanations, the logger, the service URLs and options, and `open` with the
 * router's `push` for the Router tab's Show view. The devtools plugin passes its context; the
 * panel's own capture (`<AppKitDevtools kit={kit} />`) passes the app's kit, which has all of it.
 */
export type DevtoolsCaptureSource = Pick<
  PluginContext,
  | 'hooks'
  | 'registry'
  | 'router'
  | 'gates'
  | 'openingInputs'
  | 'logger'
  | 'urls'
  | 'options'
  | 'open'
>
