import {
  type AppKit,
  type Connector,
  defineServiceKey,
  fetchFeaturedWallets,
  fetchRecommendedWallets,
  type WalletListing,
} from '@appkit/kernel'
import { useEffect, useState } from 'react'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useViewShown } from '../../modal/useViewShown.js'
import type { ListedWallets } from './placeListedWallets.js'

/** One kit's GET /getWallets answers for the Connect view, by query: asked once, not per open. */
const LISTED_WALLETS = defineServiceKey<Map<string, Promise<WalletListing[]>>>(
  'appkit-ui:connect-listed-wallets',
)
const NONE: readonly WalletListing[] = []
const BROWSER_TYPES: readonly Connector['type'][] = ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']

function ask(kit: AppKit, key: string, load: () => Promise<WalletListing[]>) {
  const answers = kit.services.shared(
    LISTED_WALLETS,
    () => new Map<string, Promise<WalletListing[]>>(),
  )
  let answer = answers.get(key)
  if (!answer) {
    answer = load()
    answers.set(key, answer)
    // A failed answer is not kept: the next open asks again.
    answer.catch(() => answers.delete(key))
  }
  return answer
}

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
    const { featuredWalletIds = [], includeWalletIds = [], excludeWalletIds = [] } = kit.options
    const excluded = [
      ...excludeWalletIds,
      ...excludedWallets.flatMap((wallet) => (wallet.id ? [wallet.id] : [])),
    ]
    const unavailable = (error: unknown) =>
      kit.logger.warn('Connect: wallet list unavailable', error)
    if (featuredWalletIds.length > 0) {
      const query = { featuredWalletIds, excludeWalletIds: excluded }
      ask(kit, `featured:${JSON.stringify(query)}`, () =>
        fetchFeaturedWallets(kit.api, query),
      ).then((wallets) => live && setFeatured(wallets), unavailable)
    }
    if (walletConnect) {
      const query = {
        include: includeWalletIds,
        exclude: [...excluded, ...featuredWalletIds, ...(installed ? installed.split(',') : [])],
        chains: chains ? chains.split(',') : [],
      }
      ask(kit, `recommended:${JSON.stringify(query)}`, () =>
        fetchRecommendedWallets(kit.api, query),
      ).then((wallets) => live && setRecommended(wallets), unavailable)
    }
    return () => {
      live = false
    }
  }, [kit, excludedWallets, chains, installed, walletConnect, shown])

  return { featured, custom: kit.options.customWallets ?? NONE, recommended }
}
