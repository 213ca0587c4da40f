import type { AppKitOptions } from '@appkit/kernel'
import { demoConfig } from './demoConfig.js'

/** `?featuredWallets=1`: MetaMask then Rainbow (wallet-list ids), shown after installed wallets. */
const DEMO_FEATURED_WALLET_IDS = [
  'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
]

/**
 * The demo's wallet-list options, by query flag: `?featuredWallets=1` (the demo set) or
 * `?featuredWallets=<id>,<id>` (those ids, in that order); `?customWallets=1` adds an app-listed
 * wallet whose links open the emulator's test mobile wallet page.
 */
export function demoWalletOptions(
  query: URLSearchParams,
): Pick<AppKitOptions, 'featuredWalletIds' | 'customWallets'> {
  const featured = query.get('featuredWallets')
  const featuredWalletIds =
    featured === '1'
      ? DEMO_FEATURED_WALLET_IDS
      : (featured ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
  const walletPage = new URL('/wallet', demoConfig.apiUrl).href
  return {
    ...(featuredWalletIds.length ? { featuredWalletIds } : {}),
    ...(query.get('customWallets') === '1'
      ? {
          customWallets: [
            {
              id: 'appkit-demo-custom-wallet',
              name: 'Demo Custom Wallet',
              mobile_link: walletPage,
              webapp_link: walletPage,
            },
          ],
        }
      : {}),
  }
}
