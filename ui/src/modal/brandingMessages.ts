import { defineMessages } from '@appkit/kernel'

/** The branding footer's line; `{brand}` is the product's name, never translated. */
export const brandingMessages = defineMessages('branding', {
  uxBy: 'UX by {brand}',
})
