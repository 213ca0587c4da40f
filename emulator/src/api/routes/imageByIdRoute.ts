import type { ImageSubject } from '../../types.js'
import { sendJson } from '../http/sendJson.js'
import { sendSvg } from '../http/sendSvg.js'
import { placeholderImage } from '../placeholderImage.js'
import type { Route } from '../Route.js'

/**
 * GET {prefix}/{id}: a placeholder SVG (initials on a colour, sent with nosniff and a CSP that
 * runs nothing) for each known id, 404 for any other. Serves the project API's images by id
 * (spec §7): networks and native currencies at /public/getAssetImage, tokens at
 * /public/getTokenImage, fiat currencies at /public/getCurrencyImage.
 */
export function createImageByIdRoute(
  prefix: string,
  images: Readonly<Record<string, ImageSubject>>,
): Route {
  const byId = new Map(Object.entries(images))
  return {
    method: 'GET',
    pattern: `${prefix}/:imageId`,
    checksProject: true,
    handle: ({ res, params }) => {
      const image = byId.get(params.imageId ?? '')
      if (image === undefined) {
        sendJson(res, 404, { message: 'Image not found' })
        return
      }
      sendSvg(res, placeholderImage(image))
    },
  }
}
