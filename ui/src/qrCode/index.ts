// @appkit/ui/qr-code: the QR code the WalletConnect and Farcaster views show. A subpath of its
// own so the qrcode library loads only with the views that import it.

export { QrCode, type QrCodeProps } from './QrCode.js'
export { type QrModules, qrPath } from './qrPath.js'
