import type { Locale, MessageDescriptor } from '@appkit/kernel'
import { escapeHtml } from '../../files/escapeHtml.js'
import { consentMessages as m } from '../consent/consentMessages.js'
import { directionOf } from '../i18n/localeOf.js'
import { inEnglish, type Translate } from '../i18n/Translate.js'
import type { PopupSocialProvider } from './createSocialLogins.js'

const PROVIDER_NAMES: Record<PopupSocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/** The language the page is written in, and how to write it (English by default). */
export interface PageLocale {
  locale?: Locale
  t?: Translate
}

export interface SocialConsentPage extends PageLocale {
  provider: PopupSocialProvider
  state: string
  /** The page that opened the popup: consent.js posts the result there and nowhere else. */
  openerOrigin: string
}

function rootAttributes(locale: Locale): string {
  return `lang="${locale}" dir="${directionOf(locale)}"`
}

/**
 * The local consent page standing in for a provider's: a username and Approve / Cancel. Static
 * markup; consent.js (same origin) does the rest. Nothing is loaded from anywhere else.
 */
export function socialConsentHtml(page: SocialConsentPage): string {
  const { locale = 'en', t = inEnglish } = page
  const text = (descriptor: MessageDescriptor) =>
    escapeHtml(t(descriptor, { provider: PROVIDER_NAMES[page.provider] }))
  return `<!doctype html>
<html ${rootAttributes(locale)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="appkit-state" content="${escapeHtml(page.state)}">
<meta name="appkit-opener-origin" content="${escapeHtml(page.openerOrigin)}">
<title>${text(m.pageTitle)}</title>
<link rel="stylesheet" href="/frame.css">
<script type="module" src="/consent.js"></script>
</head>
<body>
<main>
<h1>${text(m.heading)}</h1>
<p>${text(m.intro)}</p>
<form id="consent">
<label for="username">${text(m.username)}</label>
<input id="username" name="username" autocomplete="username" required maxlength="64">
<p id="message" role="alert"></p>
<div class="actions">
<button type="button" id="cancel">${text(m.cancel)}</button>
<button type="submit" id="approve">${text(m.approve)}</button>
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
export function farcasterApprovalHtml(channel: string, page: PageLocale = {}): string {
  const { locale = 'en', t = inEnglish } = page
  const text = (descriptor: MessageDescriptor) =>
    escapeHtml(t(descriptor, { provider: 'Farcaster' }))
  return `<!doctype html>
<html ${rootAttributes(locale)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="appkit-state" content="${escapeHtml(channel)}">
<meta name="appkit-mode" content="farcaster">
<title>${text(m.pageTitle)}</title>
<link rel="stylesheet" href="/frame.css">
<script type="module" src="/consent.js"></script>
</head>
<body>
<main>
<h1>${text(m.heading)}</h1>
<p>${text(m.farcasterIntro)}</p>
<form id="consent">
<label for="username">${text(m.username)}</label>
<input id="username" name="username" autocomplete="username" required maxlength="64">
<p id="message" role="alert"></p>
<div class="actions">
<button type="submit" id="approve">${text(m.approve)}</button>
</div>
</form>
</main>
</body>
</html>
`
}

/** An expired or unknown login link: text only. */
export function socialLinkExpiredHtml(page: PageLocale = {}): string {
  const { locale = 'en', t = inEnglish } = page
  return `<!doctype html>
<html ${rootAttributes(locale)}><head><meta charset="utf-8"><title>${escapeHtml(t(m.linkExpiredTitle))}</title></head>
<body><p>${escapeHtml(t(m.linkExpiredPage))}</p></body></html>
`
}

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
