import type { ServiceUrls } from './AppKitOptions.js'

/**
 * AppKit has no hosted backend of its own: by default every service is the local emulator
 * (`appkit dev`), and a deployment passes its own `urls`.
 */
export const DEFAULT_SERVICE_URLS: ServiceUrls = {
  api: 'http://127.0.0.1:4100',
  blockchainApi: 'http://127.0.0.1:4100',
  analytics: 'http://127.0.0.1:4100',
  relay: 'ws://127.0.0.1:4100/relay',
}

export const SDK_TYPE = 'appkit'
export const SDK_VERSION = 'html-react-0.1.0'
