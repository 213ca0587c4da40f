import type { ServerResponse } from 'node:http'
import { type Address, isAddress, parseUnits } from 'viem'
import { BodyTooLargeError, readBody } from '../api/http/readBody.js'
import type { Route } from '../api/Route.js'
import { badRequest } from '../blockchainApi/BlockchainApiError.js'
import { parseCaip10 } from '../blockchainApi/parseCaip10.js'
import { jsonRoute } from '../blockchainApi/routes/jsonRoute.js'
import { readJsonBody } from '../blockchainApi/routes/readJsonBody.js'
import { checkoutChainOf } from './checkoutChainOf.js'
import {
  checkoutFormHtml,
  checkoutPageCsp,
  checkoutProblemHtml,
  checkoutReceiptHtml,
} from './checkoutPage.js'
import { creditTokens } from './creditTokens.js'
import { checkTestCard } from './isTestCard.js'
import { CHECKOUT_PATH, ONRAMP_FEE_RATE, ONRAMP_LIMITS, ONRAMP_TOKEN } from './ONRAMP_DEFAULTS.js'
import { onRampOptions } from './onRampOptions.js'
import { parseQuoteRequest } from './parseQuoteRequest.js'

export interface OnRampChain {
  chainId: number
  name: string
  rpcUrl: string
}

export interface OnRampRoutesOptions {
  /** The local chains the token is deployed on; a checkout names the one it credits. */
  chains: readonly OnRampChain[]
  token: Address
  treasury: Address
}

const MAX_FORM_BYTES = 4 * 1024
/** A base58 ed25519 public key. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': checkoutPageCsp(),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(html)
}

/** The fiat amount less the provider's fee, in the token (priced at one dollar or euro). */
function purchaseAmountFor(amount: number): number {
  return Math.floor(amount * (1 - ONRAMP_FEE_RATE) * 100) / 100
}

/**
 * The local on-ramp provider: GET /v1/onramp/options, POST /v1/onramp/quote, POST
 * /v1/generators/onrampurl (the checkout address for a CAIP-10 buyer), and the checkout page
 * (GET and POST /onramp/checkout, no script, strict CSP) where paying with a test card sends
 * the bought tokens from the treasury to the wallet on the local chain.
 */
export function createOnRampRoutes(options: OnRampRoutesOptions): Route[] {
  const checkout: Route = {
    method: 'GET',
    pattern: CHECKOUT_PATH,
    checksProject: false,
    handle: ({ res, url }) => {
      const walletAddress = url.searchParams.get('walletAddress') ?? ''
      const found = checkoutChainOf(url.searchParams.get('chainId'), options.chains)
      if (!found.ok) {
        sendHtml(res, 400, checkoutProblemHtml(found.problem))
        return
      }
      const { chain } = found
      if (!isAddress(walletAddress)) {
        sendHtml(
          res,
          400,
          checkoutProblemHtml('This local checkout credits EVM wallets on the local chains only.'),
        )
        return
      }
      sendHtml(
        res,
        200,
        checkoutFormHtml({
          walletAddress,
          chainId: String(chain.chainId),
          chainName: chain.name,
          symbol: ONRAMP_TOKEN.symbol,
          amount: url.searchParams.get('amount') ?? '',
        }),
      )
    },
  }

  const pay: Route = {
    method: 'POST',
    pattern: CHECKOUT_PATH,
    checksProject: false,
    handle: async ({ req, res }) => {
      let text: string
      try {
        text = (await readBody(req, MAX_FORM_BYTES)).toString('utf8')
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error
        sendHtml(res, 413, checkoutProblemHtml('The form is too large.'))
        return
      }
      const form = new URLSearchParams(text)
      const walletAddress = form.get('walletAddress') ?? ''
      const found = checkoutChainOf(form.get('chainId'), options.chains)
      if (!found.ok) {
        sendHtml(res, 400, checkoutProblemHtml(found.problem))
        return
      }
      const { chain } = found
      const amount = (form.get('amount') ?? '').trim()
      if (!isAddress(walletAddress)) {
        sendHtml(res, 400, checkoutProblemHtml('This checkout has no EVM wallet to credit.'))
        return
      }
      const refuse = (status: number, error: string) =>
        sendHtml(
          res,
          status,
          checkoutFormHtml({
            walletAddress,
            chainId: String(chain.chainId),
            chainName: chain.name,
            symbol: ONRAMP_TOKEN.symbol,
            amount,
            error,
          }),
        )
      const card = ONRAMP_LIMITS[0]
      const value = Number(amount)
      if (
        !/^\d+(\.\d{1,18})?$/.test(amount) ||
        value < Number(card.min) ||
        value > Number(card.max)
      ) {
        refuse(400, `Enter an amount between ${card.min} and ${card.max}`)
        return
      }
      const cardCheck = checkTestCard(form.get('card') ?? '')
      if (!cardCheck.ok) {
        refuse(402, cardCheck.message)
        return
      }
      const transactionHash = await creditTokens({
        rpcUrl: chain.rpcUrl,
        chainId: chain.chainId,
        token: options.token,
        treasury: options.treasury,
        to: walletAddress,
        amount: parseUnits(amount, ONRAMP_TOKEN.decimals),
      })
      sendHtml(
        res,
        200,
        checkoutReceiptHtml({
          walletAddress,
          chainName: chain.name,
          symbol: ONRAMP_TOKEN.symbol,
          amount,
          transactionHash,
        }),
      )
    },
  }

  return [
    jsonRoute('GET', '/v1/onramp/options', async () =>
      onRampOptions(options.chains, options.token),
    ),
    jsonRoute('POST', '/v1/onramp/quote', async ({ req }) => {
      const quote = parseQuoteRequest(await readJsonBody(req))
      return {
        purchaseAmount: {
          amount: purchaseAmountFor(quote.amount),
          currency: ONRAMP_TOKEN.symbol,
        },
        paymentAmount: { amount: quote.amount, currency: quote.paymentCurrency },
      }
    }),
    jsonRoute('POST', '/v1/generators/onrampurl', async ({ req }) => {
      const body = await readJsonBody(req)
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('Body must be a JSON object')
      }
      const { address, paymentAmount } = body as Record<string, unknown>
      const { chain, account, address: evmAddress } = parseCaip10(address)
      const url = new URL(CHECKOUT_PATH, `http://${req.headers.host ?? '127.0.0.1'}`)
      if (chain.namespace === 'eip155') {
        const local = options.chains.some((candidate) => candidate.chainId === chain.evmChainId)
        if (!local) {
          const known = options.chains.map((candidate) => `eip155:${candidate.chainId}`)
          throw badRequest(`'address' must be on a local chain (${known.join(', ')})`)
        }
        url.searchParams.set('chainId', String(chain.evmChainId))
      } else if (chain.namespace === 'solana' && SOLANA_ADDRESS.test(account)) {
        // Accepted so the modal's Solana flow reaches the checkout, which says it cannot
        // credit SOL (checkoutChainOf).
        url.searchParams.set('chainId', chain.caip2)
      } else {
        throw badRequest("'address' must be an eip155 or solana account")
      }
      url.searchParams.set('walletAddress', evmAddress ?? account)
      if (typeof paymentAmount === 'number' && paymentAmount > 0) {
        url.searchParams.set('amount', String(purchaseAmountFor(paymentAmount)))
      }
      return { url: url.href }
    }),
    checkout,
    pay,
  ]
}
