// The social consent page's script (the emulator's stand-in for a provider's OAuth page), in
// the popup the host page opened. On Approve it gets a single-use code from its own server and
// posts it to the opener, at the opener's origin only; Cancel closes the popup.
import type { MessageDescriptor } from '@appkit/kernel'
import { loadPageI18n } from '../i18n/loadPageI18n.js'
import { localeOf } from '../i18n/localeOf.js'
import { consentMessages as m } from './consentMessages.js'

const CHANNEL = 'appkit:embedded-wallet'

function meta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? ''
}

const state = meta('appkit-state')
const openerOrigin = meta('appkit-opener-origin')
const farcaster = meta('appkit-mode') === 'farcaster'
const form = document.getElementById('consent') as HTMLFormElement
const input = document.getElementById('username') as HTMLInputElement
const message = document.getElementById('message') as HTMLElement
/** The page's language, as the server wrote it (the link's `locale`), and its messages. */
const locale = localeOf(document.documentElement.lang)
const i18nLoaded = loadPageI18n(locale)

async function show(text: MessageDescriptor): Promise<void> {
  message.textContent = (await i18nLoaded).t(text)
}

document.getElementById('cancel')?.addEventListener('click', () => window.close())

form.addEventListener('submit', (event) => {
  event.preventDefault()
  message.textContent = ''
  void approve(input.value.trim())
})

async function approve(username: string): Promise<void> {
  const response = await fetch(farcaster ? '/v1/farcaster/approve' : '/v1/social/approve', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // The server writes its refusals (a username it does not take) in the page's language.
    body: JSON.stringify(locale === 'en' ? { state, username } : { state, username, locale }),
  })
  const json = (await response.json()) as {
    result?: { code?: string }
    error?: { message?: string }
  }
  if (farcaster && response.ok) {
    input.disabled = true
    for (const button of form.querySelectorAll('button')) button.disabled = true
    await show(m.approved)
    return
  }
  const code = json.result?.code
  if (!response.ok || typeof code !== 'string') {
    if (json.error?.message) message.textContent = json.error.message
    else await show(m.failed)
    return
  }
  if (!window.opener) {
    await show(m.openerGone)
    return
  }
  ;(window.opener as Window).postMessage(
    { channel: CHANNEL, kind: 'social-result', state, code },
    openerOrigin,
  )
  window.close()
}
