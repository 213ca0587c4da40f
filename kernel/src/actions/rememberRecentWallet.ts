import { addRecentWallet } from '../storage/addRecentWallet.js'
import type { AppKitStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js'
import type { Connector } from '../types/Connector.js'

/** 'Recent wallets kept 2' (spec §9): the connected wallet goes first. */
export function rememberRecentWallet(storage: AppKitStorage, connector: Connector): void {
  const recent = storage.get(STORAGE_KEYS.recentWallets) ?? []
  storage.set(
    STORAGE_KEYS.recentWallets,
    addRecentWallet(recent, {
      id: connector.id,
      name: connector.name,
      ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
      ...(connector.imageId ? { imageId: connector.imageId } : {}),
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    }),
  )
}
