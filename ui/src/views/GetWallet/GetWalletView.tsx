import type { WalletListing } from '@appkit/kernel'
import { ExternalIcon } from '../../components/icons.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { listingImageUrl } from '../shared/imageUrls.js'
import type { ViewProps } from '../ViewProps.js'
import { walletLinks } from './walletLinks.js'

function readWallet(data: ViewProps['data']): Partial<WalletListing> & { name: string } {
  const wallet = data?.wallet
  if (typeof wallet !== 'object' || wallet === null) return { name: 'this wallet' }
  const name = (wallet as { name?: unknown }).name
  return {
    ...(wallet as Partial<WalletListing>),
    name: typeof name === 'string' ? name : 'this wallet',
  }
}

/** 'Get <name>': a wallet this browser cannot reach, with where to get it. */
export default function GetWalletView({ data }: ViewProps) {
  const { kit } = useUi()
  const wallet = readWallet(data)
  const links = walletLinks(wallet)
  return (
    <>
      <div className="status">
        <RemoteImage url={listingImageUrl(kit, wallet)} name={wallet.name} variant="large" />
        <h3>{wallet.name} is not installed</h3>
        <p>
          {links.length > 0
            ? `Get ${wallet.name}, then come back to connect.`
            : 'No download links are listed for this wallet.'}
        </p>
      </div>
      {links.length > 0 ? (
        <ul className="list" aria-label={`Get ${wallet.name}`}>
          {links.map((link) => (
            <li key={link.label}>
              <a className="link" href={link.url} target="_blank" rel="noopener noreferrer">
                <span>{link.label}</span>
                <ExternalIcon />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
