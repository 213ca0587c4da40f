/** The modal's named views (spec §2). Plugins may register more; these are the spec's. */
export const VIEW_NAMES = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SIWXSignMessage',
  'ApproveTransaction',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'Networks',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
] as const

export type SpecViewName = (typeof VIEW_NAMES)[number]
/** Any view name: the spec's, or one a plugin registers. */
export type ViewName = SpecViewName | (string & {})

/** Data a view is opened with, e.g. SwitchActiveChain's target chain and navigate-to. */
export type ViewData = Readonly<Record<string, unknown>>
