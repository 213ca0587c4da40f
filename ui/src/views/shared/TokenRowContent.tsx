import type { TokenBalance } from '@appkit/kernel'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { formatUsd } from '../WalletSend/formatUsd.js'
import { tokenIconUrl } from './imageUrls.js'

const VALUE_STYLE = { flex: 'none' } as const

/**
 * A token as a list row shows it: icon; its name over its quantity (3 decimals); its USD value
 * (2 decimals) on the right. The name keeps the row's free width, so a long quantity or value
 * never squeezes it away. `detailId` names the quantity and value, for aria-describedby.
 */
export function TokenRowContent({ token, detailId }: { token: TokenBalance; detailId?: string }) {
  const { kit } = useUi()
  return (
    <>
      <RemoteImage
        url={tokenIconUrl(kit, token)}
        name={token.symbol}
        variant="small round"
        decorative
      />
      <span className="item-name">
        {token.name}
        <br />
        <span className="balance" id={detailId}>
          {formatBalance(token.quantity.numeric, token.symbol)}
        </span>
      </span>
      <span className="balance" style={VALUE_STYLE} id={detailId ? `${detailId}-value` : undefined}>
        {formatUsd(token.value ?? 0)}
      </span>
    </>
  )
}
