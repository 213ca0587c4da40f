import { STORAGE_KEYS } from '@appkit/kernel'
import { useMemo, useState } from 'react'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { type ConnectorListItem, orderConnectors } from './orderConnectors.js'

/**
 * The page's connectors for the Connect view in the spec's connector type order (§6), without
 * the excluded ones (the provider's `excludedWallets`, the kit's `excludeWalletIds`).
 * ConnectWalletList adds the featured, custom and recommended wallets in their places.
 */
export function useConnectWallets(): ConnectorListItem[] {
  const { kit, excludedWallets } = useUi()
  const connectors = useStoreSelector(kit.registry.store, (state) => state.connectors, Object.is)
  const [recent] = useState(() => kit.storage.get(STORAGE_KEYS.recentWallets) ?? [])
  const excluded = useMemo(
    () => [...excludedWallets, ...(kit.options.excludeWalletIds ?? []).map((id) => ({ id }))],
    [kit, excludedWallets],
  )
  return useMemo(
    () => orderConnectors({ connectors, recent, excluded }),
    [connectors, recent, excluded],
  )
}
