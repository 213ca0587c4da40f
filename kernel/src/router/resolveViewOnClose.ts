export interface ResolveViewOnCloseInput {
  /** The modal is embedded in the page rather than shown as a dialog. */
  isEmbedded: boolean
  isConnected: boolean
}

export interface ViewOnClose {
  view: 'Connect' | 'Account'
}

/**
 * The view the router resets to when the modal closes (spec §2): 'On close the view resets to
 * Connect; in embedded mode it shows Account when connected, else Connect.'
 */
export function resolveViewOnClose(input: ResolveViewOnCloseInput): ViewOnClose {
  return { view: input.isEmbedded && input.isConnected ? 'Account' : 'Connect' }
}
