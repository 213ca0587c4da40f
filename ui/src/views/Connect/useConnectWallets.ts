import { STORAGE_KEYS } from '@appkit/kernel'
import { useMemo, useState } from 'react'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { type ConnectorListItem, orderConnectors } from './orderConnectors.js'

/** The Connect view's wallets in the spec's connector type order (§6). */
export function useConnectWallets(): ConnectorListItem[] {
  const { kit, excludedWallets } = useUi()
  const connectors = useStoreSelector(kit.registry.store, (state) => state.connectors, Object.is)
  const [recent] = useState(() => kit.storage.get(STORAGE_KEYS.recentWallets) ?? [])
  return useMemo(
    () => orderConnectors({ connectors, recent, excluded: excludedWallets }),
    [connectors, recent, excludedWallets],
  )
}
