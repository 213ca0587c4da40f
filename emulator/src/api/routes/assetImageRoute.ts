import type { ImageSubject } from '../../types.js'
import { sendJson } from '../http/sendJson.js'
import { sendSvg } from '../http/sendSvg.js'
import { placeholderImage } from '../placeholderImage.js'
import type { Route } from '../Route.js'

/** GET /public/getAssetImage/{id}: placeholder images for networks, connectors and tokens. */
export function createAssetImageRoute(assets: Readonly<Record<string, ImageSubject>>): Route {
  const byId = new Map(Object.entries(assets))
  return {
    method: 'GET',
    pattern: '/public/getAssetImage/:assetId',
    checksProject: true,
    handle: ({ res, params }) => {
      const asset = byId.get(params.assetId ?? '')
      if (asset === undefined) {
        sendJson(res, 404, { message: 'Image not found' })
        return
      }
      sendSvg(res, placeholderImage(asset))
    },
  }
}
