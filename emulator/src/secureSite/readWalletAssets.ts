import { type Address, createPublicClient, http } from 'viem'
import type { KnownToken } from '../blockchainApi/KnownToken.js'
import { ICON_ASSET_IDS, NATIVE_CURRENCY, PRICES_USD } from '../blockchainApi/prices.js'
import { readEvmHoldings } from '../blockchainApi/readEvmHoldings.js'

/** One asset as EIP-7811 `wallet_getAssets` answers it (balance a hex quantity). */
export interface WalletAsset {
  address: string
  balance: `0x${string}`
  type: 'NATIVE' | 'ERC20'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string }
}

export interface ReadWalletAssetsParameters {
  account: Address
  /** Node URL by hex chain id (lower case), the chains to read. */
  chains: ReadonlyMap<string, string>
  /** The tokens the emulator deploys on every chain; listed when the account holds some. */
  tokens: readonly KnownToken[]
  /** The image URL of a priced symbol's icon id. */
  iconUrl: (assetId: string) => string
}

const toHex = (value: bigint): `0x${string}` => `0x${value.toString(16)}`

/**
 * The embedded wallet's own asset discovery (EIP-7811): per hex chain id, the native balance
 * (always listed, address 'native') and each known token the account holds, read from the
 * local node, priced from the emulator's committed table like the blockchain data API.
 */
export async function readWalletAssets(
  parameters: ReadWalletAssetsParameters,
): Promise<Record<string, WalletAsset[]>> {
  const { account, tokens, iconUrl } = parameters
  const metadata = (token: { name: string; symbol: string; decimals: number }) => ({
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    price: PRICES_USD[token.symbol] ?? 0,
    iconUrl: iconUrl(ICON_ASSET_IDS[token.symbol] ?? token.symbol),
  })
  const entries = await Promise.all(
    [...parameters.chains].map(async ([hexChainId, rpcUrl]) => {
      const client = createPublicClient({ transport: http(rpcUrl) })
      const held = await readEvmHoldings(client, account, tokens)
      const assets: WalletAsset[] = [
        {
          address: 'native',
          balance: toHex(held.native),
          type: 'NATIVE',
          metadata: metadata(NATIVE_CURRENCY),
        },
        ...held.tokens.map(
          ({ token, amount }): WalletAsset => ({
            address: token.address,
            balance: toHex(amount),
            type: 'ERC20',
            metadata: metadata(token),
          }),
        ),
      ]
      return [hexChainId, assets] as const
    }),
  )
  return Object.fromEntries(entries)
}
