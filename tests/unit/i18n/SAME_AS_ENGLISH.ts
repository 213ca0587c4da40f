import { LOCALES } from '@appkit/kernel'

const EVERY_LOCALE = LOCALES.filter((locale) => locale !== 'en')

/**
 * Messages a locale rightly writes as English does (a unit, an acronym, an example address, a
 * loanword the language uses), by id: the locales allowed to. Anything else identical to English
 * is an untranslated string.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  // Externally Owned Account: wallets write the acronym as it is in every language.
  'embeddedWallet.accountType.eoa': EVERY_LOCALE,
  // An example address in the email field.
  'embeddedWallet.email.emailPlaceholder': EVERY_LOCALE,
  // gwei is the unit's name everywhere.
  'swaps.review.gasPriceInGwei': EVERY_LOCALE,
  // 'Tokens', 'Wallets', 'Website', 'Account', 'Max' and 'Smart Account' are the German and Dutch
  // words (French uses 'Max' too).
  'account.tokens': ['de', 'nl'],
  'walletSendSelectToken.tokens': ['de', 'nl'],
  'swaps.selectToken.tokens': ['de', 'nl'],
  'onramp.tokenSelect.tokens': ['de', 'nl'],
  'account.wallets': ['de', 'nl'],
  'connect.wallets': ['de', 'nl'],
  'viewTitle.ProfileWallets': ['de', 'nl'],
  'getWallet.website': ['de', 'nl'],
  'embeddedWallet.accountType.smartAccount': ['de'],
  'viewTitle.Account': ['nl'],
  'embeddedWallet.permissions.signerAccount': ['nl'],
  'walletSend.max': ['fr', 'nl'],
  // 'Transaction' is the French word, as French wallets write it.
  'transactions.transaction': ['fr'],
}
