import type { MessageDescriptor } from '@appkit/kernel'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { connectorImageUrl, listingImageUrl } from '../shared/imageUrls.js'
import { WalletButton } from '../shared/WalletButton.js'
import { walletDestination } from '../shared/walletDestination.js'
import { connectMessages as m } from './connectMessages.js'
import type { ConnectorListItem, ConnectorTag } from './orderConnectors.js'
import { placeListedWallets } from './placeListedWallets.js'
import { useListedWallets } from './useListedWallets.js'

/** What each tag says on a wallet's row. */
const TAGS: Readonly<Record<ConnectorTag, MessageDescriptor>> = {
  Recent: m.recent,
  Installed: m.installed,
}

/**
 * The Connect view's wallets in the spec §6 connector type order: the page's connectors, with
 * the featured, custom and recommended wallets in their places. A connector goes where its
 * destination says; a listed wallet where All Wallets sends it (WalletConnect with its QR code
 * on a computer, its deep link on a phone; or where to get it).
 */
export function ConnectWalletList({ items }: { items: readonly ConnectorListItem[] }) {
  const { kit, excludedWallets } = useUi()
  const { t } = useI18n()
  const connectors = useStoreSelector(kit.registry.store, (state) => state.connectors, Object.is)
  const listed = useListedWallets()
  const entries = placeListedWallets(items, listed, excludedWallets)
  if (entries.length === 0) return null
  return (
    <ul className="list" aria-label={t(m.wallets)}>
      {entries.map((entry) =>
        'wallet' in entry ? (
          <li key={`${entry.bucket}:${entry.wallet.id}`} data-wallet-bucket={entry.bucket}>
            <WalletButton
              name={entry.wallet.name}
              imageUrl={listingImageUrl(kit, entry.wallet)}
              onClick={() => {
                const { view, data } = walletDestination(connectors, entry.wallet, (name) =>
                  kit.router.hasView(name),
                )
                kit.router.push(view, data)
              }}
            />
          </li>
        ) : (
          <li key={entry.connector.id} data-wallet-bucket={entry.bucket}>
            <WalletButton
              name={entry.connector.name}
              imageUrl={connectorImageUrl(kit, entry.connector)}
              tag={entry.tag ? t(TAGS[entry.tag]) : undefined}
              onClick={() => {
                const { view, data } = kit.router.connectorDestinations.resolve(entry.connector, {
                  isMobile: kit.options.isMobile?.() ?? false,
                })
                kit.router.push(view, data)
              }}
            />
          </li>
        ),
      )}
    </ul>
  )
}
