import type { Locale } from '@appkit/kernel'
import { escapeHtml } from '../files/escapeHtml.js'
import { frameMessages as m } from './frame/frameMessages.js'
import { directionOf } from './i18n/localeOf.js'
import { inEnglish, type Translate } from './i18n/Translate.js'

/** The frame page's only style sheet, served as /frame.css (a strict CSP: no inline style). */
export const SECURE_FRAME_STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; padding: 12px; background: Canvas; color: CanvasText; }
#status { margin: 0; font-size: 0.8rem; opacity: 0.7; }
#approval { display: grid; gap: 10px; }
#approval[hidden] { display: none; }
h1 { font-size: 1.05rem; margin: 0; }
pre { margin: 0; padding: 8px; max-height: 160px; overflow: auto; white-space: pre-wrap;
  overflow-wrap: anywhere; border-radius: 6px; background: rgba(127, 127, 127, 0.15); font-size: 0.8rem;
  unicode-bidi: plaintext; text-align: start; }
.actions { display: flex; gap: 8px; }
button { font: inherit; flex: 1; padding: 10px; border-radius: 10px; cursor: pointer; border: 1px solid #8884; }
#approve { background: var(--accent, #3396ff); color: white; border-color: var(--accent, #3396ff); }
main { max-width: 360px; margin: 24px auto; display: grid; gap: 10px; }
form { display: grid; gap: 8px; }
input { font: inherit; padding: 10px; border-radius: 10px; border: 1px solid #8886; }
#message { margin: 0; min-height: 1.2em; color: #d33; }
`

/**
 * The secure frame's HTML: static markup that frame.js fills with text only, in the locale
 * the frame's URL asks for (`lang` and `dir` on its root; English by default).
 */
export function secureSiteHtml(
  apiUrl: string,
  locale: Locale = 'en',
  t: Translate = inEnglish,
): string {
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="appkit-api" content="${escapeHtml(apiUrl)}">
<title>${escapeHtml(t(m.pageTitle))}</title>
<link rel="stylesheet" href="/frame.css">
<script type="module" src="/frame.js"></script>
</head>
<body>
<p id="status" role="status">${escapeHtml(t(m.loading))}</p>
<section id="approval" aria-labelledby="approval-method" hidden>
<h1 id="approval-method"></h1>
<p id="approval-chain"></p>
<pre id="approval-details"></pre>
<div class="actions">
<button type="button" id="reject">${escapeHtml(t(m.reject))}</button>
<button type="button" id="approve">${escapeHtml(t(m.approve))}</button>
</div>
</section>
</body>
</html>
`
}

/** The frame page's own policy: its script, its style, its server and the project API only. */
export function secureSiteCsp(apiUrl: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${new URL(apiUrl).origin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
