import { defineMessages } from '@appkit/kernel'

/** What the plugin adds around its view: the sign-in view's title. */
export const siwxMessages = defineMessages('siwx', {
  title: 'Sign In',
})
