import type { Connector, WalletListing } from '@appkit/kernel'
import { useEffect, useState } from 'react'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useViewShown } from '../../modal/useViewShown.js'
import { askFeaturedWallets, askRecommendedWallets } from './askListedWallets.js'
import type { ListedWallets } from './placeListedWallets.js'

const NONE: readonly WalletListing[] = []
const BROWSER_TYPES: readonly Connector['type'][] = ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']

/**
 * The Connect view's featured wallets (the kit's `featuredWalletIds`), custom wallets
 * (`customWallets`) and, when WalletConnect can reach them, recommended wallets (GET /getWallets,
 * without the excluded, featured and installed ones). The view renders at once; the lists fill
 * in when the answers come, and a failed answer (HTTP error, schema mismatch) leaves its list
 * empty. Nothing is asked while the view is rendered hidden before the modal opens.
 */
export function useListedWallets(): ListedWallets {
  const { kit, excludedWallets } = useUi()
  const chains = useStoreSelector(kit.registry.store, (state) =>
    state.networks.map((network) => network.caipNetworkId).join(','),
  )
  const installed = useStoreSelector(kit.registry.store, (state) =>
    state.connectors
      .flatMap((c) => (BROWSER_TYPES.includes(c.type) && c.explorerId ? [c.explorerId] : []))
      .join(','),
  )
  const walletConnect = useStoreSelector(kit.registry.store, (state) =>
    state.connectors.some((connector) => connector.type === 'WALLET_CONNECT'),
  )
  const [featured, setFeatured] = useState(NONE)
  const [recommended, setRecommended] = useState(NONE)
  const shown = useViewShown()

  useEffect(() => {
    if (!shown) return
    let live = true
    const unavailable = (error: unknown) =>
      kit.logger.warn('Connect: wallet list unavailable', error)
    askFeaturedWallets(kit, excludedWallets).then(
      (wallets) => live && wallets.length > 0 && setFeatured(wallets),
      unavailable,
    )
    if (walletConnect) {
      askRecommendedWallets(kit, excludedWallets, {
        installed: installed ? installed.split(',') : [],
        chains: chains ? chains.split(',') : [],
      }).then((wallets) => live && setRecommended(wallets), unavailable)
    }
    return () => {
      live = false
    }
  }, [kit, excludedWallets, chains, installed, walletConnect, shown])

  return { featured, custom: kit.options.customWallets ?? NONE, recommended }
}
