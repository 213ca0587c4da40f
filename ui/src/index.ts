// @appkit/ui: the public entry point. Only entry points re-export. Everything here is cheap:
// the modal shell and its views are chunks loaded once the page is idle or on first open.

export { AppKitProvider, type AppKitProviderProps } from './AppKitProvider.js'
export { AccountButton, type AccountButtonProps } from './buttons/AccountButton.js'
export { ConnectButton, type ConnectButtonProps } from './buttons/ConnectButton.js'
export { NetworkButton, type NetworkButtonProps } from './buttons/NetworkButton.js'
export type { ExcludedWallet } from './context/ExcludedWallet.js'
export type { AppKitEvent, WatchedHook } from './events/createEventLog.js'
// Headless hooks: an app's own wallet list, connect, sign-in and network switch, with no modal.
export type {
  ConnectPairing,
  ConnectStatus,
  ConnectTarget,
} from './headless/createConnectFlow.js'
export { type UseConnectResult, useConnect } from './headless/useConnect.js'
export { type UseSwitchNetworkResult, useSwitchNetwork } from './headless/useSwitchNetwork.js'
export {
  type UseWalletsOptions,
  type UseWalletsResult,
  useWallets,
} from './headless/useWallets.js'
export type { WalletOption, WalletSource } from './headless/walletOptions.js'
export { type UseAccountResult, useAccount } from './hooks/useAccount.js'
export { type UseAppKitResult, useAppKit } from './hooks/useAppKit.js'
export { useAppKitEvents } from './hooks/useAppKitEvents.js'
export { type UseAppKitStateResult, useAppKitState } from './hooks/useAppKitState.js'
export { type UseBalanceResult, useBalance } from './hooks/useBalance.js'
export { type UseDisconnectResult, useDisconnect } from './hooks/useDisconnect.js'
export { type UseNetworkResult, useNetwork } from './hooks/useNetwork.js'
export { type UseToastResult, useToast } from './hooks/useToast.js'
export { type UseI18n, useI18n } from './i18n/useI18n.js'
export { AppKitEmbedded } from './modal/AppKitEmbedded.js'
export type { ColorScheme, ThemeMode, ThemeVariables } from './modal/theme.js'
export type { ModalPreload } from './modal/useOpeningModal.js'
export { useViewShown } from './modal/useViewShown.js'
export type { ToastVariant } from './toasts/createToastStore.js'
export { TOAST_DURATION_MS, TOAST_SWAP_DELAY_MS } from './toasts/TOAST_TIMINGS.js'
export { type UseTransactionsResult, useTransactions } from './transactions/useTransactions.js'
export { BALANCE_DECIMALS, formatBalance } from './utils/formatBalance.js'
export { IMAGE_PRELOAD_TIMEOUT_MS } from './utils/preloadImage.js'
export { shortAddress } from './utils/shortAddress.js'
export type { ViewModule, ViewProps } from './views/ViewProps.js'
