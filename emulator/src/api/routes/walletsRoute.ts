import { sendJson } from '../http/sendJson.js'
import { parseWalletListQuery } from '../parseWalletListQuery.js'
import type { Route } from '../Route.js'
import { type EmulatorWallet, walletList } from '../walletList.js'

/** GET /getWallets: the registry's wallets, filtered and paged ({ count, data }). */
export function createWalletsRoute(wallets: readonly EmulatorWallet[]): Route {
  return {
    method: 'GET',
    pattern: '/getWallets',
    checksProject: true,
    handle: ({ res, url }) => {
      const parsed = parseWalletListQuery(url.searchParams)
      if (!parsed.ok) {
        sendJson(res, 400, { message: parsed.message, parameter: parsed.parameter })
        return
      }
      sendJson(res, 200, walletList(wallets, parsed.query))
    },
  }
}
