import { createHash } from 'node:crypto'

/** The page's only style sheet, inline and allowed by its hash in the CSP. */
export const WALLET_PAGE_STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; padding: 16px; }
main { max-width: 560px; margin: 0 auto; display: grid; gap: 16px; }
h1 { font-size: 1.3rem; margin: 0; }
h2 { font-size: 1.05rem; margin: 0 0 8px; }
form { display: grid; grid-template-columns: 1fr auto; gap: 8px; }
label { grid-column: 1 / -1; font-weight: 600; }
input { font: inherit; padding: 8px; min-width: 0; }
button { font: inherit; padding: 8px 14px; cursor: pointer; }
.scan { display: grid; gap: 4px; }
.scan label { font-weight: 600; }
#scan-hint { margin: 0; font-size: 0.85rem; }
#accounts, .details { font-family: ui-monospace, monospace; font-size: 0.85rem; overflow-wrap: anywhere; }
#status { margin: 0; padding: 8px; border-radius: 6px; background: rgba(127, 127, 127, 0.15); }
#prompt { border: 2px solid #3396ff; border-radius: 8px; padding: 12px; }
.actions { display: flex; gap: 8px; }
#sessions { padding-left: 18px; display: grid; gap: 12px; }
`

/** The CSP source allowing WALLET_PAGE_STYLE. */
export function walletPageStyleSource(): string {
  return `'sha256-${createHash('sha256').update(WALLET_PAGE_STYLE).digest('base64')}'`
}

/**
 * The wallet page's HTML: static markup only (the script fills it in with text), the form's
 * plain GET to /wallet?uri= works even before the script runs.
 */
export function walletPageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>AppKit Test Mobile Wallet</title>
<style>${WALLET_PAGE_STYLE}</style>
<script type="module" src="/wallet/app.js"></script>
</head>
<body>
<main>
<h1>AppKit Test Mobile Wallet</h1>
<p id="accounts">Loading accounts…</p>
<form id="pair-form" action="/wallet" method="get">
<label for="pair-uri">WalletConnect URI</label>
<input id="pair-uri" name="uri" type="text" autocomplete="off" spellcheck="false" placeholder="wc:…">
<button type="submit">Pair</button>
</form>
<div class="scan">
<label for="scan-image">Scan a QR code image</label>
<input id="scan-image" type="file" accept="image/*" aria-describedby="scan-hint">
<p id="scan-hint">A photo or screenshot of the dapp's QR code.</p>
</div>
<p id="status" role="status">Loading the wallet…</p>
<section id="prompt" aria-labelledby="prompt-title" hidden></section>
<section aria-labelledby="sessions-title">
<h2 id="sessions-title">Sessions</h2>
<ul id="sessions"></ul>
</section>
</main>
</body>
</html>
`
}
