import { defineMessages } from '@appkit/kernel'

/** RegisterAccountName: the name field, what is known of the name, the steps of a registration. */
export const registerMessages = defineMessages('names.register', {
  nameLabel: 'Name',
  namePlaceholder: 'yourname',
  checking: 'Checking {name}…',
  available: '{name} is available',
  alreadyRegistered: '{name} is already registered',
  suggestions: 'Suggestions',
  suggestionRegistered: 'Registered',
  suggestionAvailable: 'Available',
  preparing: 'Preparing your registration…',
  signing: 'Sign the message in your wallet to register the name.',
  registering: 'Registering your name…',
  register: 'Register',
})
