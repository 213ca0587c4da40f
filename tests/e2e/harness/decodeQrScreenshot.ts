import type { Page } from 'playwright-core'
import decodeQR from 'qr/decode.js'

/**
 * What a phone's camera would read from a screenshot of a QR code: the PNG's pixels (decoded by
 * the page's browser) through the `qr` library's decoder, as a scanner sees them.
 */
export async function decodeQrScreenshot(page: Page, png: Buffer): Promise<string> {
  const image = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2d canvas to read the screenshot')
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    return { width: bitmap.width, height: bitmap.height, data: Array.from(data) }
  }, png.toString('base64'))
  return decodeQR({ ...image, data: Uint8Array.from(image.data) })
}
