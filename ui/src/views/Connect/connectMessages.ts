import { defineMessages } from '@appkit/kernel'

/** The Connect view: its wallets, logins and legal consent. */
export const connectMessages = defineMessages('connect', {
  waysToConnect: 'Ways to connect',
  wallets: 'Wallets',
  allWallets: 'All Wallets',
  noWalletFound: 'No wallet found',
  /** A wallet row's tag: the wallet was used here before. */
  recent: 'Recent',
  /** A wallet row's tag: a browser wallet of this browser. */
  installed: 'Installed',
  continueWithWallet: 'Continue with a wallet',
  continueWithEmail: 'Continue with email',
  /** `{provider}` is the provider's name ('Google', 'GitHub'). */
  continueWithSocial: 'Continue with {provider}',
  socialLogins: 'Social logins',
  loadingLoginOptions: 'Loading login options',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  /**
   * The `legalCheckbox` label; `{terms}` and `{privacy}` are links whose texts are
   * termsOfService and privacyPolicy; `links` says which the app gives.
   */
  consent:
    '{links, select, terms {I agree to the {terms}} privacy {I agree to the {privacy}} other {I agree to the {terms} and {privacy}}}',
  consentHint: 'Agree to the terms to connect a wallet or log in.',
  /** The notice shown without the checkbox; the same links as `consent`. */
  notice:
    '{links, select, terms {By connecting your wallet, you agree to the {terms}.} privacy {By connecting your wallet, you agree to the {privacy}.} other {By connecting your wallet, you agree to the {terms} and {privacy}.}}',
})
