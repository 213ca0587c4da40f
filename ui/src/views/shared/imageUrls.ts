import {
  type AppKit,
  type CaipNetwork,
  type Connector,
  networkImageUrl as kitNetworkImageUrl,
  type TokenBalance,
  tokenImageUrl,
  walletImageUrl,
} from '@appkit/kernel'

/** A connector's image: its own URL (EIP-6963 icon), else the project API's by image id. */
export function connectorImageUrl(
  kit: Pick<AppKit, 'apiQuery' | 'urls'>,
  connector: Pick<Connector, 'imageUrl' | 'imageId'>,
): string | undefined {
  return walletImageUrl(
    kit.urls.api,
    {
      image_url: connector.imageUrl,
      image_id: connector.imageId,
    },
    kit.apiQuery,
  )
}

/** A wallet-list entry's image (spec §3: image_url, image_id, ...). */
export function listingImageUrl(
  kit: Pick<AppKit, 'apiQuery' | 'urls'>,
  wallet: Parameters<typeof walletImageUrl>[1],
): string | undefined {
  return walletImageUrl(kit.urls.api, wallet, kit.apiQuery)
}

/** A network's image: its own URL, else the project API's by `assets.imageId` (spec §3, §7). */
export function networkImageUrl(
  kit: Pick<AppKit, 'apiQuery' | 'urls'>,
  network: CaipNetwork | undefined,
): string | undefined {
  return kitNetworkImageUrl(kit.urls.api, network, kit.apiQuery)
}

/** A token's icon: the balance answer's URL, else the project API's token image by symbol. */
export function tokenIconUrl(
  kit: Pick<AppKit, 'apiQuery' | 'urls'>,
  token: Pick<TokenBalance, 'iconUrl' | 'symbol'>,
): string | undefined {
  return tokenImageUrl(kit.urls.api, token, kit.apiQuery)
}
