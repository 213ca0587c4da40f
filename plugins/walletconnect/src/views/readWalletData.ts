import type { ViewData, WalletListing } from '@appkit/kernel'

export type WalletData = Pick<
  WalletListing,
  'id' | 'name' | 'image_url' | 'image_id' | 'mobile_link' | 'desktop_link' | 'webapp_link'
>

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/**
 * The wallet a view was opened for (`data.wallet`, a listing), its fields checked; `fallbackName`
 * when the listing has no name (the view's 'your wallet', in the visitor's language).
 */
export function readWalletData(data: ViewData | undefined, fallbackName: string): WalletData {
  const wallet = data?.wallet
  const value = (typeof wallet === 'object' && wallet !== null ? wallet : {}) as Record<
    string,
    unknown
  >
  return {
    id: text(value.id) ?? '',
    name: text(value.name) ?? fallbackName,
    image_url: text(value.image_url),
    image_id: text(value.image_id),
    mobile_link: text(value.mobile_link),
    desktop_link: text(value.desktop_link),
    webapp_link: text(value.webapp_link),
  }
}
