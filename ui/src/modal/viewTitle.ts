import type { ViewData, ViewName } from '@appkit/kernel'

const TITLES: Readonly<Record<string, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  Networks: 'Choose Network',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Network',
  UnsupportedChain: 'Switch Network',
  ConnectingExternal: 'Connecting',
  WalletSend: 'Send',
  WalletSendSelectToken: 'Select Token',
  WalletSendPreview: 'Review Send',
  WalletReceive: 'Receive',
  ProfileWallets: 'Wallets',
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

/**
 * The header's title for a view: data.title when a view is opened with one, else the title its
 * registration gives (a plugin titles its own views: `ctx.register.view(name, loader, { title })`),
 * else, for this package's views, the wallet's or network's name where the view is about one or
 * a fixed title, else the view name in words ('RegisterAccountName' -> 'Register Account Name').
 */
export function viewTitle(view: ViewName, data?: ViewData, registered?: string): string {
  const explicit = text(data?.title) ?? text(registered)
  if (explicit) return explicit
  if (view === 'ConnectingExternal') return text(data?.name) ?? 'Connecting'
  if (view === 'GetWallet') return `Get ${named(data, 'wallet') ?? 'a wallet'}`
  if (view === 'SwitchNetwork') return named(data, 'caipNetwork') ?? 'Switch Network'
  if (Object.hasOwn(TITLES, view)) return TITLES[view]!
  return view.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
}
