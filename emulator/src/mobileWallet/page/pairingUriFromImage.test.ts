import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { pairingUriFromImage } from './pairingUriFromImage.js'

const URI = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}&expiryTimestamp=1900000000`

/** A QR code of `text` as RGBA pixels (dark modules black), with the 4-module quiet zone. */
function qrPixels(text: string, scale = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const side = (modules.size + 8) * scale
  const data = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - 4
      const column = Math.floor(x / scale) - 4
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size
      if (inside && modules.get(row, column))
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3)
    }
  }
  return { width: side, height: side, data }
}

describe('pairingUriFromImage: "paste or scan the URI"', () => {
  it('reads the pairing URI from a picture of the QR code', () => {
    expect(pairingUriFromImage(qrPixels(URI))).toEqual({ uri: URI })
  })

  it('a picture without a QR code is an error, not a pairing', () => {
    const blank = { width: 64, height: 64, data: new Uint8ClampedArray(64 * 64 * 4).fill(255) }
    expect(pairingUriFromImage(blank)).toEqual({ error: 'No QR code found in that image' })
  })

  it('a QR code holding anything but a WalletConnect pairing URI is an error', () => {
    expect(pairingUriFromImage(qrPixels('https://example.com/wc'))).toEqual({
      error: 'That QR code is not a WalletConnect pairing URI (wc:…@2?…symKey=…)',
    })
  })
})
