import { type AppKit, type CaipNetwork, type Connector, walletImageUrl } from '@appkit/kernel'

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

/** A network's image, when it has a direct URL. */
export function networkImageUrl(network: CaipNetwork | undefined): string | undefined {
  return network?.assets?.imageUrl
}
