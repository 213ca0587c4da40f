import { defineMessages } from '@appkit/kernel'

/**
 * SIWXSignMessage: what signing in means, and its buttons. The message the wallet signs is not
 * among them: it is a protocol text (CAIP-122, EIP-4361), the same in every locale.
 */
export const signInViewMessages = defineMessages('siwx.signIn', {
  title: 'Sign in to {appName}',
  titleWithoutAppName: 'Sign in to This app',
  explanation:
    'Sign a message in your wallet to prove this account is yours on {networkName}. Signing is free and sends no transaction.',
  explanationWithoutNetwork:
    'Sign a message in your wallet to prove this account is yours. Signing is free and sends no transaction.',
  required:
    'Signing in is required: cancelling returns to a network you signed in on, or disconnects.',
  approveInWallet: 'Approve the request in your wallet',
  cancel: 'Cancel',
  sign: 'Sign',
  signing: 'Signing…',
})
