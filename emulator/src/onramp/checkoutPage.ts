import { createHash } from 'node:crypto'
import { escapeHtml } from '../files/escapeHtml.js'
import { CHECKOUT_PATH } from './ONRAMP_DEFAULTS.js'

/** The checkout page's only style sheet, inline and allowed by its hash in the CSP. */
const CHECKOUT_STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; padding: 16px; }
main { max-width: 420px; margin: 0 auto; display: grid; gap: 12px; }
h1 { font-size: 1.3rem; margin: 0; }
form { display: grid; gap: 8px; }
label { font-weight: 600; }
input { font: inherit; padding: 8px; }
button { font: inherit; padding: 10px 14px; cursor: pointer; }
.details { font-family: ui-monospace, monospace; font-size: 0.85rem; overflow-wrap: anywhere; }
[role="alert"] { color: #c62828; font-weight: 600; }
`

/**
 * The checkout page's Content-Security-Policy: no script at all, nothing fetched, its one
 * inline style by hash, forms posted to itself only, never framed.
 */
export function checkoutPageCsp(): string {
  const style = `'sha256-${createHash('sha256').update(CHECKOUT_STYLE).digest('base64')}'`
  return [
    "default-src 'none'",
    `style-src ${style}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${CHECKOUT_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

export interface CheckoutForm {
  walletAddress: string
  chainId: string
  chainName: string
  symbol: string
  amount: string
  /** Shown above the form after a refused payment. */
  error?: string
}

/** The checkout form: amount and card number, posted back to the page (no script). */
export function checkoutFormHtml(form: CheckoutForm): string {
  const alert = form.error ? `<p role="alert">${escapeHtml(form.error)}</p>\n` : ''
  return page(
    'AppKit Local Checkout',
    `<h1>AppKit Local Checkout</h1>
<p>Test payments only: pay with the test card 4242 4242 4242 4242.</p>
<p>Buying ${escapeHtml(form.symbol)} on ${escapeHtml(form.chainName)} for</p>
<p class="details" data-testid="checkout-wallet">${escapeHtml(form.walletAddress)}</p>
${alert}<form method="post" action="${CHECKOUT_PATH}">
<input type="hidden" name="walletAddress" value="${escapeHtml(form.walletAddress)}">
<input type="hidden" name="chainId" value="${escapeHtml(form.chainId)}">
<label for="amount">Amount (${escapeHtml(form.symbol)})</label>
<input id="amount" name="amount" type="text" inputmode="decimal" autocomplete="off" value="${escapeHtml(form.amount)}">
<label for="card">Card number</label>
<input id="card" name="card" type="text" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242">
<button type="submit">Pay</button>
</form>`,
  )
}

export interface CheckoutReceipt {
  walletAddress: string
  chainName: string
  symbol: string
  amount: string
  transactionHash: string
}

/** The page after a payment: what was sent where, and the transaction. */
export function checkoutReceiptHtml(receipt: CheckoutReceipt): string {
  return page(
    'Payment complete',
    `<h1>Payment complete</h1>
<p role="status">${escapeHtml(receipt.amount)} ${escapeHtml(receipt.symbol)} sent to your wallet on ${escapeHtml(receipt.chainName)}.</p>
<p class="details">${escapeHtml(receipt.walletAddress)}</p>
<p class="details" data-testid="checkout-transaction">${escapeHtml(receipt.transactionHash)}</p>
<p>You can close this tab.</p>`,
  )
}

/** A page for a checkout that cannot go on (e.g. a wallet this local provider cannot credit). */
export function checkoutProblemHtml(message: string): string {
  return page(
    'Checkout unavailable',
    `<h1>Checkout unavailable</h1>\n<p role="alert">${escapeHtml(message)}</p>`,
  )
}
