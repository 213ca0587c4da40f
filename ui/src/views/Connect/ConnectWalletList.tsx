import { useUi } from '../../context/useUi.js'
import { connectorImageUrl } from '../shared/imageUrls.js'
import { WalletButton } from '../shared/WalletButton.js'
import type { ConnectorListItem } from './orderConnectors.js'

/** The Connect view's wallet entries; a click goes where the connector's destination says. */
export function ConnectWalletList({ items }: { items: readonly ConnectorListItem[] }) {
  const { kit } = useUi()
  if (items.length === 0) return null
  return (
    <ul className="list" aria-label="Wallets">
      {items.map(({ connector, tag }) => (
        <li key={connector.id}>
          <WalletButton
            name={connector.name}
            imageUrl={connectorImageUrl(kit, connector)}
            tag={tag}
            onClick={() => {
              const { view, data } = kit.router.connectorDestinations.resolve(connector, {
                isMobile: kit.options.isMobile?.() ?? false,
              })
              kit.router.push(view, data)
            }}
          />
        </li>
      ))}
    </ul>
  )
}
