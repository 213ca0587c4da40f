import { sendJson } from '../http/sendJson.js'
import { sendSvg } from '../http/sendSvg.js'
import { placeholderImage } from '../placeholderImage.js'
import type { Route } from '../Route.js'
import type { EmulatorWallet } from '../walletList.js'

/** GET /getWalletImage/{image_id}: a placeholder logo from the wallet's initials and colour. */
export function createWalletImageRoute(wallets: readonly EmulatorWallet[]): Route {
  const byImageId = new Map<string, EmulatorWallet>()
  for (const wallet of wallets) {
    if (!byImageId.has(wallet.image_id)) byImageId.set(wallet.image_id, wallet)
  }
  return {
    method: 'GET',
    pattern: '/getWalletImage/:imageId',
    checksProject: true,
    handle: ({ res, params }) => {
      const wallet = byImageId.get(params.imageId ?? '')
      if (wallet === undefined) {
        sendJson(res, 404, { message: 'Image not found' })
        return
      }
      sendSvg(res, placeholderImage({ name: wallet.name, color: wallet.color }))
    },
  }
}
