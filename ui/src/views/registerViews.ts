import type { AppKit, ViewName, ViewOptions } from '@appkit/kernel'

/** The views this package builds, each a chunk of its own fetched when first shown. */
export const BUILT_IN_VIEWS: Readonly<Record<string, () => Promise<unknown>>> = Object.freeze({
  Connect: () => import('./Connect/ConnectView.js'),
  ConnectingExternal: () => import('./ConnectingExternal/ConnectingExternalView.js'),
  AllWallets: () => import('./AllWallets/AllWalletsView.js'),
  GetWallet: () => import('./GetWallet/GetWalletView.js'),
  Account: () => import('./Account/AccountView.js'),
  Networks: () => import('./Networks/NetworksView.js'),
  SwitchNetwork: () => import('./SwitchNetwork/SwitchNetworkView.js'),
  SwitchActiveChain: () => import('./SwitchActiveChain/SwitchActiveChainView.js'),
  UnsupportedChain: () => import('./UnsupportedChain/UnsupportedChainView.js'),
  WalletSend: () => import('./WalletSend/WalletSendView.js'),
  WalletSendSelectToken: () => import('./WalletSendSelectToken/WalletSendSelectTokenView.js'),
  WalletSendPreview: () => import('./WalletSendPreview/WalletSendPreviewView.js'),
  ProfileWallets: () => import('./ProfileWallets/ProfileWalletsView.js'),
  WalletReceive: () => import('./WalletReceive/WalletReceiveView.js'),
})

/** What the built-in views are registered with: Connect may be rendered before the first open. */
export const BUILT_IN_VIEW_OPTIONS: Readonly<Partial<Record<string, ViewOptions>>> = Object.freeze({
  Connect: { prerender: true },
})

/**
 * Registers the built-in views with the kit's view registry, leaving alone a view a plugin
 * already registered under the same name. Returns the unregistration. A second provider of the
 * same kit registers the same loaders again: the registry shares them until both undo.
 */
export function registerViews(
  router: Pick<AppKit['router'], 'registerView' | 'hasView'>,
  views: Readonly<Record<string, () => Promise<unknown>>> = BUILT_IN_VIEWS,
  viewOptions: Readonly<Partial<Record<string, ViewOptions>>> = BUILT_IN_VIEW_OPTIONS,
): () => void {
  const unregister = Object.entries(views)
    .filter(
      ([name, loader]) =>
        !router.hasView(name as ViewName) || router.hasView(name as ViewName, loader),
    )
    .map(([name, loader]) => router.registerView(name as ViewName, loader, viewOptions[name]))
  return () => {
    for (const undo of unregister) undo()
  }
}
