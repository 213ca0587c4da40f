import type { ServerResponse } from 'node:http'
import { sendJson } from '../api/http/sendJson.js'
import type { Route } from '../api/Route.js'
import { bundleWalletPage } from './bundleWalletPage.js'
import { walletPageCsp } from './walletPageCsp.js'
import { walletPageHtml } from './walletPageHtml.js'

/** Where the wallet page is served on the API server; its deep links add `?uri=`. */
export const WALLET_PAGE_PATH = '/wallet'

function sendText(
  res: ServerResponse,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  res.end(body)
}

/**
 * The test mobile wallet's routes: GET /wallet (and /wallet/wc, the universal-link form) serve
 * the page under a strict CSP; GET /wallet/app.js serves its script, bundled on its first
 * request and kept in memory for the server's life; a failed build is retried on the next
 * request.
 */
export function createMobileWalletRoutes(
  bundle: () => Promise<string> = bundleWalletPage,
): Route[] {
  let script: Promise<string> | undefined
  const getScript = () => {
    script ??= bundle().catch((error: unknown) => {
      script = undefined
      throw error
    })
    return script
  }
  const page: Route['handle'] = ({ res }) => {
    sendText(res, 'text/html; charset=utf-8', walletPageHtml(), {
      'Content-Security-Policy': walletPageCsp(),
      'Referrer-Policy': 'no-referrer',
    })
  }
  return [
    { method: 'GET', pattern: WALLET_PAGE_PATH, checksProject: false, handle: page },
    { method: 'GET', pattern: `${WALLET_PAGE_PATH}/wc`, checksProject: false, handle: page },
    {
      method: 'GET',
      pattern: `${WALLET_PAGE_PATH}/app.js`,
      checksProject: false,
      handle: async ({ res }) => {
        let body: string
        try {
          body = await getScript()
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          sendJson(res, 500, { message: `The wallet page script did not build: ${message}` })
          return
        }
        sendText(res, 'text/javascript; charset=utf-8', body)
      },
    },
  ]
}
