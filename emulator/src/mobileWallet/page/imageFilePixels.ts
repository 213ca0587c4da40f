import type { Image } from 'qr/decode.js'

/** The longest side a picture is scaled down to before decoding (phone photos are large). */
const MAX_SIDE = 1600

/**
 * The RGBA pixels of an image file (PNG, JPEG, WebP…), decoded by the browser and scaled down to
 * at most 1600 px a side. Rejects when the file is not an image the browser can decode.
 */
export async function imageFilePixels(file: Blob): Promise<Image> {
  const bitmap = await createImageBitmap(file)
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) throw new Error('This browser cannot read images')
    context.drawImage(bitmap, 0, 0, width, height)
    const { data } = context.getImageData(0, 0, width, height)
    return { width, height, data }
  } finally {
    bitmap.close()
  }
}
