import type { PopupSocialProvider } from './createSocialLogins.js'

const PROVIDER_NAMES: Record<PopupSocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

export interface SocialConsentPage {
  provider: PopupSocialProvider
  state: string
  /** The page that opened the popup: consent.js posts the result there and nowhere else. */
  openerOrigin: string
}

/**
 * The local consent page standing in for a provider's: a username and Approve / Cancel. Static
 * markup; consent.js (same origin) does the rest. Nothing is loaded from anywhere else.
 */
export function socialConsentHtml(page: SocialConsentPage): string {
  const name = PROVIDER_NAMES[page.provider]
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="appkit-state" content="${escapeHtml(page.state)}">
<meta name="appkit-opener-origin" content="${escapeHtml(page.openerOrigin)}">
<title>Sign in with ${name} (AppKit emulator)</title>
<link rel="stylesheet" href="/frame.css">
<script type="module" src="/consent.js"></script>
</head>
<body>
<main>
<h1>Sign in with ${name}</h1>
<p>A local stand-in for ${name}'s consent page: choose the username ${name} would return.</p>
<form id="consent">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required maxlength="64">
<p id="message" role="alert"></p>
<div class="actions">
<button type="button" id="cancel">Cancel</button>
<button type="submit" id="approve">Approve</button>
</div>
</form>
</main>
</body>
</html>
`
}

/**
 * The stand-in for Farcaster's approval (what a phone would show after scanning): a username and
 * Approve. consent.js in 'farcaster' mode approves the channel; the waiting frame logs in.
 */
export function farcasterApprovalHtml(channel: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="appkit-state" content="${escapeHtml(channel)}">
<meta name="appkit-mode" content="farcaster">
<title>Sign in with Farcaster (AppKit emulator)</title>
<link rel="stylesheet" href="/frame.css">
<script type="module" src="/consent.js"></script>
</head>
<body>
<main>
<h1>Sign in with Farcaster</h1>
<p>A local stand-in for Farcaster's approval: choose the username Farcaster would return.</p>
<form id="consent">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required maxlength="64">
<p id="message" role="alert"></p>
<div class="actions">
<button type="submit" id="approve">Approve</button>
</div>
</form>
</main>
</body>
</html>
`
}

/** An expired or unknown login link: text only. */
export const SOCIAL_LINK_EXPIRED_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Link expired</title></head>
<body><p>This login link has expired. Close this window and try again.</p></body></html>
`

/** The consent page's policy: its own script and style, its own server, no framing. */
export const SOCIAL_CONSENT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')
