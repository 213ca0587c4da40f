import decodeQR, { type Image } from 'qr/decode.js'
import { isPairingUri } from './pairingUriFromSearch.js'

export type PairingUriFromImage = { uri: string } | { error: string }

/**
 * The pairing URI in a picture of a QR code (a photo or a screenshot of the dapp's QR view), as
 * RGBA pixels. The picture is untrusted: no QR code, or one holding anything but a WalletConnect
 * pairing URI, is an error the page shows, never a pairing.
 *
 * @example
 * pairingUriFromImage({ width, height, data }) // { uri: 'wc:…@2?…symKey=…' }
 */
export function pairingUriFromImage(image: Image): PairingUriFromImage {
  let text: string
  try {
    text = decodeQR(image, { effort: 2, timeLimit: 2_000 }).trim()
  } catch {
    return { error: 'No QR code found in that image' }
  }
  return isPairingUri(text)
    ? { uri: text }
    : { error: 'That QR code is not a WalletConnect pairing URI (wc:…@2?…symKey=…)' }
}
