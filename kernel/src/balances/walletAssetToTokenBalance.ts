import type { TokenBalance } from '../registry/TokenBalance.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import { formatUnits } from './formatUnits.js'
import type { WalletAsset } from './WalletAssetsResponse.js'

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/

/**
 * A wallet asset as a token balance: its hex balance in whole units, its USD value (price
 * times quantity), and, for an ERC20, its chain-prefixed address (the native asset has none).
 * Undefined when the balance is not a hex quantity or the decimals are not a whole number.
 */
export function walletAssetToTokenBalance(
  asset: WalletAsset,
  network: Pick<CaipNetwork, 'caipNetworkId'>,
): TokenBalance | undefined {
  const { decimals, name, symbol, price, iconUrl } = asset.metadata
  if (!HEX_QUANTITY.test(asset.balance) || !Number.isInteger(decimals) || decimals < 0) {
    return undefined
  }
  const numeric = formatUnits(BigInt(asset.balance), decimals)
  const balance: TokenBalance = {
    name,
    symbol,
    chainId: network.caipNetworkId,
    value: price * Number(numeric),
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl,
  }
  if (asset.type === 'ERC20') balance.address = `${network.caipNetworkId}:${asset.address}`
  return balance
}
