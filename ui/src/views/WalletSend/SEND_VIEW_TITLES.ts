/** The header titles the send and wallet views are opened with (`data.title`). */
export const SEND_VIEW_TITLES = Object.freeze({
  WalletSend: 'Send',
  WalletSendSelectToken: 'Select Token',
  WalletSendPreview: 'Review Send',
  ProfileWallets: 'Wallets',
})
