import type { MessageDescriptor, ViewData, ViewName } from '@appkit/kernel'
import type { UseI18n } from '../i18n/useI18n.js'
import { viewTitleMessages as m } from './viewTitleMessages.js'

const TITLES: Readonly<Record<string, MessageDescriptor>> = {
  Connect: m.Connect,
  Account: m.Account,
  AllWallets: m.AllWallets,
  Networks: m.Networks,
  SwitchNetwork: m.SwitchNetwork,
  SwitchActiveChain: m.SwitchNetwork,
  UnsupportedChain: m.SwitchNetwork,
  ConnectingExternal: m.ConnectingExternal,
  WalletSend: m.WalletSend,
  WalletSendSelectToken: m.WalletSendSelectToken,
  WalletSendPreview: m.WalletSendPreview,
  WalletReceive: m.WalletReceive,
  ProfileWallets: m.ProfileWallets,
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
 * registration gives (a plugin titles its own views: `ctx.register.view(name, loader, { title })`,
 * a text or a message), else, for this package's views, the wallet's or network's name where the
 * view is about one or a fixed title, else the view name in words ('RegisterAccountName' ->
 * 'Register Account Name').
 */
export function viewTitle(
  view: ViewName,
  data: ViewData | undefined,
  registered: string | MessageDescriptor | undefined,
  t: UseI18n['t'],
): string {
  const explicit =
    text(data?.title) ?? (typeof registered === 'object' ? t(registered) : text(registered))
  if (explicit) return explicit
  if (view === 'ConnectingExternal') return text(data?.name) ?? t(m.ConnectingExternal)
  if (view === 'GetWallet') {
    const wallet = named(data, 'wallet')
    return wallet ? t(m.getWallet, { name: wallet }) : t(m.getAWallet)
  }
  if (view === 'SwitchNetwork') return named(data, 'caipNetwork') ?? t(m.SwitchNetwork)
  const title = Object.hasOwn(TITLES, view) ? TITLES[view] : undefined
  if (title) return t(title)
  return view.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
}
