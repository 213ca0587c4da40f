import { defineMessages } from '@appkit/kernel'

/** What the modal's body says while a view loads, when it failed, or when it is not there. */
export const viewOutletMessages = defineMessages('viewOutlet', {
  loading: 'Loading',
  loadFailed: 'This view could not be loaded.',
  tryAgain: 'Try again',
  unavailable: 'This view is not available',
})
