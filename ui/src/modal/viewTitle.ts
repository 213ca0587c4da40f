import type { SocialProvider, ViewData, ViewName } from '@appkit/kernel'
import { SOCIAL_PROVIDER_NAMES } from '../socialLogin/socialLogin.js'

const TITLES: Readonly<Record<string, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  Networks: 'Choose Network',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Network',
  UnsupportedChain: 'Switch Network',
  ConnectingExternal: 'Connecting',
  ConnectingWalletConnectBasic: 'WalletConnect',
  WalletSend: 'Send',
  WalletSendSelectToken: 'Select Token',
  WalletSendPreview: 'Review Send',
  WalletReceive: 'Receive',
  ProfileWallets: 'Wallets',
  // Plugin views (activity, names, siwx): titled here, so however they are opened the header agrees.
  Activity: 'Activity',
  RegisterAccountName: 'Choose a name',
  RegisterAccountNameSuccess: 'Name registered',
  SIWXSignMessage: 'Sign In',
  // Embedded-wallet views: ConnectingSocial is titled with its provider's name (below).
  EmailLogin: 'Continue with Email',
  EmailVerifyOtp: 'Confirm Email',
  EmailVerifyDevice: 'Register Device',
  UpdateEmailWallet: 'Edit Email',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
  ConnectingSocial: 'Social Login',
  ConnectingFarcaster: 'Farcaster',
  ApproveTransaction: 'Approve Transaction',
  EmbeddedAccountType: 'Account Type',
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function named(data: ViewData | undefined, key: string): string | undefined {
  const value = data?.[key]
  return typeof value === 'object' && value !== null
    ? text((value as { name?: unknown }).name)
    : undefined
}

function socialName(provider: unknown): string | undefined {
  return typeof provider === 'string' && Object.hasOwn(SOCIAL_PROVIDER_NAMES, provider)
    ? SOCIAL_PROVIDER_NAMES[provider as SocialProvider]
    : undefined
}

/**
 * The header's title for a view: data.title when a view is opened with one, else the
 * wallet's, network's or social provider's name where the view is about one, else a fixed title, else the view
 * name in words ('RegisterAccountName' -> 'Register Account Name').
 */
export function viewTitle(view: ViewName, data?: ViewData): string {
  const explicit = text(data?.title)
  if (explicit) return explicit
  if (view === 'ConnectingExternal') return text(data?.name) ?? 'Connecting'
  if (view === 'ConnectingWalletConnect') return named(data, 'wallet') ?? 'WalletConnect'
  if (view === 'GetWallet') return `Get ${named(data, 'wallet') ?? 'a wallet'}`
  if (view === 'SwitchNetwork') return named(data, 'caipNetwork') ?? 'Switch Network'
  if (view === 'ConnectingSocial') return socialName(data?.provider) ?? 'Social Login'
  if (Object.hasOwn(TITLES, view)) return TITLES[view]!
  return view.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
}
