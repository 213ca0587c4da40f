import type { WalletListing } from '@appkit/kernel'
import { ExternalIcon } from '../../components/icons.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { useI18n } from '../../i18n/useI18n.js'
import { listingImageUrl } from '../shared/imageUrls.js'
import type { ViewProps } from '../ViewProps.js'
import { getWalletMessages as m } from './getWalletMessages.js'
import { WALLET_LINK_LABELS, walletLinks } from './walletLinks.js'

/** The wallet the view is about; its name only when the data gives one. */
function readWallet(data: ViewProps['data']): Partial<WalletListing> {
  const wallet = data?.wallet
  if (typeof wallet !== 'object' || wallet === null) return {}
  const name = (wallet as { name?: unknown }).name
  return {
    ...(wallet as Partial<WalletListing>),
    name: typeof name === 'string' ? name : undefined,
  }
}

/** 'Get <name>': a wallet this browser cannot reach, with where to get it. */
export default function GetWalletView({ data }: ViewProps) {
  const { kit } = useUi()
  const { t } = useI18n()
  const wallet = readWallet(data)
  const { name } = wallet
  const links = walletLinks(wallet, { ...WALLET_LINK_LABELS, homepage: t(m.website) })
  return (
    <>
      <div className="status">
        <RemoteImage
          url={listingImageUrl(kit, wallet)}
          name={name ?? t(m.thisWallet)}
          variant="large"
        />
        <h3>{name !== undefined ? t(m.notInstalled, { name }) : t(m.unknownNotInstalled)}</h3>
        <p>
          {links.length === 0
            ? t(m.noLinks)
            : name !== undefined
              ? t(m.getThenConnect, { name })
              : t(m.unknownGetThenConnect)}
        </p>
      </div>
      {links.length > 0 ? (
        <ul
          className="list"
          aria-label={name !== undefined ? t(m.linksLabel, { name }) : t(m.unknownLinksLabel)}
        >
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
