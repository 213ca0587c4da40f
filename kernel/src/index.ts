// @appkit/kernel: the public entry point. Only entry points re-export.

export { ACCOUNT_PROFILE, type AccountProfile } from './accountState/ACCOUNT_PROFILE.js'
export type { AccountStateValues } from './accountState/AccountStateValues.js'
export type { AccountState } from './accountState/createAccountState.js'
export {
  type AccountStateKey,
  defineAccountStateKey,
} from './accountState/defineAccountStateKey.js'
export { readAccountState } from './accountState/readAccountState.js'
export type { KitActions, SendParameters, TransactionParameters } from './actions/KitActions.js'
export type {
  AdapterAccount,
  AdapterBalance,
  AdapterConnectResult,
  AdapterEvents,
  AdapterSendFeeRequest,
  AdapterSendRequest,
  AdapterToken,
  AdapterTransactionRequest,
  AdapterVerifyRequest,
  CallsStatus,
  NamespaceAdapter,
} from './adapters/NamespaceAdapter.js'

export {
  ALERTS,
  type AlertCode,
  type AlertMessage,
  type AlertVariant,
  defineAlert,
} from './alerts/ALERTS.js'
export type { Alert, Alerts, AlertsState } from './alerts/createAlerts.js'
export type { BalanceOutage, BalanceSource } from './balances/createBalanceOutage.js'
export {
  TOKEN_BALANCE_UNAVAILABLE,
  type TokenBalanceResult,
  type TokenBalanceStatus,
  type TokenBalances,
} from './balances/createTokenBalances.js'
export { TOKEN_TOTAL_DECIMALS, totalTokenValue } from './balances/totalTokenValue.js'
export {
  AppKitError,
  type AppKitErrorOptions,
  ERROR_CATEGORIES,
  type ErrorCategory,
  toAppKitError,
} from './errors/AppKitError.js'
export {
  DefaultChainError,
  InvalidChainIdError,
  UnrecognizedChainError,
} from './errors/chainErrors.js'
export { USER_REJECTED_EVENT } from './errors/createReportError.js'
export { HttpRequestError, type HttpRequestErrorOptions } from './errors/HttpRequestError.js'
export { isUserRejection } from './errors/isUserRejection.js'
export {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NODE_ERRORS,
  type NodeErrorOptions,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  toNodeError,
} from './errors/nodeErrors.js'
export {
  AtomicityNotSupportedError,
  AtomicUpgradeRejectedError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateBundleIdError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './errors/providerErrors.js'
export { providerMessageToAlertCode } from './errors/providerMessageToAlertCode.js'
export type { ReportError, ReportErrorOptions } from './errors/ReportErrorOptions.js'
export { RequestAbortedError } from './errors/RequestAbortedError.js'
export {
  ProviderRpcError,
  RpcError,
  type RpcErrorObject,
  type RpcErrorOptions,
  UnknownRpcError,
} from './errors/RpcError.js'
export { reportFailures } from './errors/reportFailures.js'
export {
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
} from './errors/rpcErrors.js'
export { TimeoutError } from './errors/TimeoutError.js'
export { toRpcError } from './errors/toRpcError.js'
export { truncateDecimals } from './format/truncateDecimals.js'
export type { Gates, GatesState, GatesStatus } from './gates/createGates.js'
export {
  defineFeature,
  type FeatureDefinition,
  type FeatureOverrule,
} from './gates/defineFeature.js'
export { MULTI_WALLET_FEATURE } from './gates/MULTI_WALLET_FEATURE.js'
export { providerListOf } from './gates/providerListOf.js'
export type { RemoteConfigResponse, RemoteFeatureEntry } from './gates/remoteConfigSchema.js'
export { remoteProviderList, remoteSwitch } from './gates/remoteFeatureValue.js'
export type {
  FeatureExplanation,
  FeatureSource,
  ResolvedFeatures,
} from './gates/resolveFeatures.js'
export type {
  AccountChangedInfo,
  ChainChangedInfo,
  ConnectedInfo,
  ConnectRequest,
  DisconnectedInfo,
  DisconnectRequest,
  ErrorReportedInfo,
  EventTrackedInfo,
  ModalOpenedInfo,
  NamespacedConnection,
  NetworkSwitch,
  ObservedRequest,
  ObservedRequestResult,
  PluginInstalledInfo,
  RpcRequestInfo,
  ViewChangeAction,
  ViewChangedInfo,
} from './hooks/HookPayloads.js'
export type { KernelHookName, KernelHooks } from './hooks/hooks.js'
export { STAGES, type Stage, type StageName } from './hooks/stages.js'
export {
  createI18n,
  type I18n,
  type I18nOptions,
  type I18nState,
  type MessageCatalog,
  type MessageOverrides,
} from './i18n/createI18n.js'
export { defineMessages } from './i18n/defineMessages.js'
export { isLocale, LOCALES, type Locale, RTL_LOCALES } from './i18n/LOCALES.js'
export type { MessageDescriptor, Messages, MessageValues } from './i18n/MessageDescriptor.js'
export { type MessagePart, MessageSyntaxError, parseMessage } from './i18n/parseMessage.js'
export { resolveLocaleChain } from './i18n/resolveLocaleChain.js'
export { IMAGE_PATHS, type ImageKind, imageByIdUrl } from './images/imageByIdUrl.js'
export { isSafeImageUrl } from './images/isSafeImageUrl.js'
export { networkImageUrl } from './images/networkImageUrl.js'
export { tokenImageUrl } from './images/tokenImageUrl.js'
export type {
  AppKitMetadata,
  AppKitOptions,
  PluginOptions,
  ServiceUrls,
} from './kit/AppKitOptions.js'
export type { AppKitPlugin, PluginTeardown } from './kit/AppKitPlugin.js'
export { type AppKit, createAppKit } from './kit/createAppKit.js'
export { createPluginContext } from './kit/createPluginContext.js'
export {
  defineServiceKey,
  type ServiceKey,
  type ServiceRegistry,
} from './kit/createServiceRegistry.js'
export { isMobileDevice } from './kit/isMobileDevice.js'
export type {
  PluginContext,
  PluginHook,
  PluginHooks,
  PluginRegistrations,
  PluginRegistry,
  PluginRouter,
  ReadonlyStore,
  Undo,
} from './kit/PluginContext.js'
export { loadOnce } from './lazy/loadOnce.js'
export {
  createLogger,
  DEFAULT_LOG_LEVEL,
  LOG_BUFFER_BYTES,
  LOG_LEVELS,
  type LogEntry,
  type Logger,
  type LoggerState,
  type LogLevel,
} from './logger/createLogger.js'
export type { OriginCheck, OriginVerdict } from './origins/createOriginCheck.js'
export { ORIGIN_CHECK } from './origins/ORIGIN_CHECK.js'
export type { ErrorReport } from './pipelines/createErrorReporter.js'
export type { HttpClient } from './pipelines/createHttpClient.js'
export type { JsonRpcClient } from './pipelines/createJsonRpcClient.js'
export type {
  RequestFinishedInfo,
  RequestObserver,
  RequestStartedInfo,
} from './pipelines/observeRequest.js'
export {
  BALANCE_CACHE_MS,
  BALANCE_RETRY_BLOCK_MS,
  DAY_MS,
  DEFAULT_RETRY_AFTER_MS,
  DISCONNECT_TIMEOUT_MS,
  ERROR_REPORT_LIMIT,
  ERROR_REPORT_WINDOW_MS,
  HOUR_MS,
  HTTP_RETRY_POLICY,
  HTTP_TIMEOUT_MS,
  JSON_RPC_BATCH_SIZE,
  JSON_RPC_BATCH_WAIT_MS,
  JSON_RPC_RETRY_POLICY,
  JSON_RPC_TIMEOUT_MS,
  MINUTE_MS,
  MONTH_MS,
  RETRY_STATUSES,
  type RetryPolicy,
  SECOND_MS,
  WEEK_MS,
  YEAR_MS,
} from './pipelines/policies.js'
export type { ConnectionRegistry } from './registry/createConnectionRegistry.js'
export { createUnsupportedNetwork } from './registry/createUnsupportedNetwork.js'
export { isAuthConnectorSupported } from './registry/isAuthConnectorSupported.js'
export type { NamespaceState, RegistryState, SendState } from './registry/registryState.js'
export {
  getActiveConnection,
  getConnections,
  getConnector,
  getConnectorsOf,
  getNamespaceState,
  getNetworksOf,
  isAnyConnected,
  isConnected,
  isUnsupportedChain,
} from './registry/selectors.js'
export type { TokenBalance } from './registry/TokenBalance.js'
export type {
  ConnectorDestination,
  ConnectorDestinationContext,
  ConnectorDestinationResolver,
  ConnectorDestinations,
} from './router/createConnectorDestinations.js'
export type {
  OpeningInputs,
  OpeningInputsRegistry,
  OpeningInputsSource,
} from './router/createOpeningInputs.js'
export type {
  OpenRequest,
  OpenResult,
  Router,
  RouterEntry,
  RouterState,
} from './router/createRouter.js'
export { MODAL_SHAKE_DURATION_MS } from './router/createRouter.js'
export type {
  ViewLoad,
  ViewLoader,
  ViewOptions,
  ViewTitle,
} from './router/createViewRegistry.js'
export type {
  NetworkSwitchDecision,
  SwitchActiveChainData,
} from './router/resolveNetworkSwitchView.js'
export { getMaxSendAmount, type MaxSendAmountRequest } from './send/getMaxSendAmount.js'
export { numberToDecimalString } from './send/numberToDecimalString.js'
export {
  RECEIVER_PROFILES,
  type ReceiverProfile,
  type ReceiverProfiles,
} from './send/RECEIVER_PROFILES.js'
export { SEND_MESSAGES } from './send/SEND_MESSAGES.js'
export { type SubmitSendRequest, submitSend } from './send/submitSend.js'
export { type SendForm, type SendFormProblem, validateSendForm } from './send/validateSendForm.js'
export { addRecentWallet, RECENT_WALLETS_LIMIT } from './storage/addRecentWallet.js'
export { type RecentWallet, STORAGE_KEYS } from './storage/STORAGE_KEYS.js'
export { createStore, type Listener, type Store } from './store/createStore.js'
export type { AddTransactionInput } from './transactions/AddTransactionInput.js'
export type { Transactions } from './transactions/createTransactions.js'
export { selectTransactions, type TransactionsFilter } from './transactions/selectTransactions.js'
export {
  FINISHED_TRANSACTIONS_KEPT,
  PENDING_TRANSACTIONS_LIMIT,
  STILL_PENDING_AFTER_MS,
  TRANSACTION_POLL_MS,
} from './transactions/TRANSACTION_LIMITS.js'
export type { TrackedTransaction, TransactionStatus } from './transactions/TrackedTransaction.js'
export type { TransactionsState } from './transactions/TransactionsDeps.js'
export type { Account, AccountType } from './types/Account.js'
export type { CaipAddress, CaipNetwork, CaipNetworkId } from './types/CaipNetwork.js'
export { type ChainNamespace, isChainNamespace } from './types/ChainNamespace.js'
export type { Connection } from './types/Connection.js'
export { CONNECT_METHODS, type ConnectMethod } from './types/ConnectMethod.js'
export {
  type BuiltInConnectorType,
  CONNECTOR_TYPES,
  type Connector,
  type ConnectorType,
} from './types/Connector.js'
export { type LocalFeatures, SOCIAL_PROVIDERS, type SocialProvider } from './types/Features.js'
export { type SpecViewName, VIEW_NAMES, type ViewData, type ViewName } from './types/ViewName.js'
export type { CustomWallet } from './wallets/CustomWallet.js'
export {
  type FetchFeaturedWalletsParameters,
  fetchFeaturedWallets,
} from './wallets/fetchFeaturedWallets.js'
export {
  type FetchRecommendedWalletsParameters,
  fetchRecommendedWallets,
  RECOMMENDED_BADGE_TYPE,
} from './wallets/fetchRecommendedWallets.js'
export { type FetchWalletsParameters, fetchWallets } from './wallets/fetchWallets.js'
export { isWalletAppLink, isWalletWebLink } from './wallets/isWalletAppLink.js'
export {
  WALLET_CONNECT_PAIRING,
  type WalletConnectPairing,
  type WalletConnectPairingLinks,
  type WalletConnectPairingState,
  type WalletConnectPairingStatus,
} from './wallets/WALLET_CONNECT_PAIRING.js'
export {
  RECOMMENDED_WALLETS,
  WALLET_SEARCH_ENTRIES,
  WALLETS_PER_PAGE,
} from './wallets/WALLET_LIST_LIMITS.js'
export {
  WalletListing,
  WalletListResponse,
} from './wallets/WalletListing.js'
export { walletImageUrl } from './wallets/walletImageUrl.js'
